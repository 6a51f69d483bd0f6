// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import type { Refund } from '../../../shared/entities';
import { formatMoney } from '../../../shared/currency';
import { refundWay } from '../../../shared/orderStates';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { Facts, ItemList, OrderPageLink, OrderSummary, Paragraph, type OrderEmailProps } from './blocks';

const text = emailText.refunded;

/**
 * One refund: how much, for what and why, the credit note it issued, and how much of the order is
 * refunded so far.
 */
export function Refunded({ order, refund, shopUrl }: OrderEmailProps & { refund: Refund }) {
  const amount = formatMoney(refund.amount, order.currency);
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      {order.returnRequest?.status === 'refunded' && <Paragraph>{text.returnAccepted}</Paragraph>}
      <Paragraph>{text.amount(amount, order.number)}</Paragraph>
      {refund.extraPayment && <Paragraph>{text.secondPayment}</Paragraph>}
      {refund.lines.length > 0 && <ItemList title={text.refundedItems} items={refund.lines} />}
      <Facts
        facts={[
          [text.reason, refund.reason],
          ...(refund.creditNoteNumber ? [[text.creditNote, refund.creditNoteNumber] as const] : []),
          [text.refundedSoFar, formatMoney(order.refundedTotal, order.currency)],
        ]}
      />
      <Paragraph>{text.goesTo[refundWay(order.paymentMethod)]}</Paragraph>
      <OrderSummary order={order} />
      <OrderPageLink order={order} shopUrl={shopUrl} />
    </EmailLayout>
  );
}
