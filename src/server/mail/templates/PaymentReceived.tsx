// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import {
  DeliveryAddress,
  Facts,
  formatShopTime,
  OrderPageLink,
  OrderSummary,
  Paragraph,
  TextLink,
  type OrderEmailProps,
} from './blocks';

const text = emailText.paymentReceived;

/**
 * The receipt: what was paid for, how much, with which payment and when, and the invoice it was given.
 * Cash on delivery names no payment: the courier's payout reference is staff's. The invoice's PDF
 * needs the customer signed in, so the email names it and links to the order's page, which has it.
 */
export function PaymentReceived({ order, shopUrl, timeZone }: OrderEmailProps) {
  // Paid by card, or in cash to the courier.
  const paidAt = order.timeline.find((entry) => entry.event === 'pay' || entry.event === 'collectCod')?.at;
  const facts: [string, string][] = [];
  if (order.tnxId) facts.push([text.paymentReference, order.tnxId]);
  if (paidAt) facts.push([text.paidOn, formatShopTime(paidAt, timeZone)]);
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>
        {order.cod ? emailText.cashOnDelivery.paid(order.number) : text.thanks(order.number)}
      </Paragraph>
      <OrderSummary order={order} />
      <Facts facts={facts} />
      <DeliveryAddress shipping={order.shipping} />
      {order.invoiceNumber ? (
        <>
          <Paragraph>{text.invoiceReady(order.invoiceNumber)}</Paragraph>
          <TextLink href={`${shopUrl}${routes.orderDetail(order._id)}`}>{text.downloadInvoice}</TextLink>
        </>
      ) : (
        <OrderPageLink order={order} shopUrl={shopUrl} />
      )}
    </EmailLayout>
  );
}
