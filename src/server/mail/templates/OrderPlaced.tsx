// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { mayMove } from '../../../shared/orderLifecycle';
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import {
  ActionButton,
  CashToHaveReady,
  ChargedToAccount,
  DeliveryAddress,
  formatShopTime,
  OrderPageLink,
  OrderSummary,
  Paragraph,
  type OrderEmailProps,
} from './blocks';
import { formatMoney } from '../../../shared/currency';

const text = emailText.orderPlaced;

/**
 * The order is placed and its items held until holdUntil: the customer is asked to pay; a
 * cash-on-delivery order is told the cash to have ready instead, and an order on account what is
 * charged to the account and when it falls due.
 */
export function OrderPlaced({ order, shopUrl, timeZone }: OrderEmailProps) {
  if (order.cod) {
    // Its preview line, beside the subject in the inbox, says the cash to have ready, not to pay.
    const preview = emailText.cashOnDelivery.haveReady(formatMoney(order.cod.owed, order.currency));
    return (
      <EmailLayout text={{ preview, heading: text.heading }} to="customer" shopUrl={shopUrl}>
        <Paragraph>{emailText.cashOnDelivery.placed(order.number)}</Paragraph>
        <CashToHaveReady order={order} />
        <OrderSummary order={order} />
        <DeliveryAddress shipping={order.shipping} />
      </EmailLayout>
    );
  }
  if (order.onAccount) {
    return (
      <EmailLayout
        text={{ preview: emailText.onAccount.preview, heading: text.heading }}
        to="customer"
        shopUrl={shopUrl}
      >
        <Paragraph>{emailText.onAccount.placed(order.number)}</Paragraph>
        <ChargedToAccount onAccount={order.onAccount} currency={order.currency} />
        <OrderSummary order={order} />
        <DeliveryAddress shipping={order.shipping} />
        <OrderPageLink order={order} shopUrl={shopUrl} />
      </EmailLayout>
    );
  }
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.reserved(order.number)}</Paragraph>
      {order.holdUntil && <Paragraph>{text.holdUntil(formatShopTime(order.holdUntil, timeZone))}</Paragraph>}
      {/* Sent late (after a mail outage), it does not ask to pay an order already paid or closed. */}
      {mayMove(order, 'pay') && (
        <ActionButton href={`${shopUrl}${routes.payment(order._id)}`}>{text.payNow}</ActionButton>
      )}
      <OrderSummary order={order} />
      <DeliveryAddress shipping={order.shipping} />
    </EmailLayout>
  );
}
