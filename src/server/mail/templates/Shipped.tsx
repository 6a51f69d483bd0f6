// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import {
  CashToHaveReady,
  ChargedToAccount,
  DeliveryAddress,
  Facts,
  OrderPageLink,
  OrderSummary,
  Paragraph,
  type OrderEmailProps,
} from './blocks';

const text = emailText.shipped;

/**
 * The parcel has left: with its carrier and tracking number when staff gave them; the cash to have
 * ready for the courier, or what is charged to the customer's account and when it is due.
 */
export function Shipped({ order, shopUrl }: OrderEmailProps) {
  const tracking: [string, string][] = [];
  if (order.carrier) tracking.push([text.carrier, order.carrier]);
  if (order.trackingNumber) tracking.push([text.trackingNumber, order.trackingNumber]);
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.sent(order.number)}</Paragraph>
      {tracking.length > 0 ? <Facts facts={tracking} /> : <Paragraph>{text.untracked}</Paragraph>}
      <CashToHaveReady order={order} />
      <ChargedToAccount onAccount={order.onAccount} currency={order.currency} />
      <DeliveryAddress shipping={order.shipping} />
      <OrderSummary order={order} />
      <OrderPageLink order={order} shopUrl={shopUrl} />
    </EmailLayout>
  );
}
