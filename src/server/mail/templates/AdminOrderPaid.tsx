// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import {
  ActionButton,
  DeliveryAddress,
  Facts,
  OrderSummary,
  Paragraph,
  type OrderEmailProps,
} from './blocks';

const text = emailText.adminOrderPaid;

/** To staff: a paid order to pack, with everything the parcel needs and the way to ship it. */
export function AdminOrderPaid({ order, shopUrl }: OrderEmailProps) {
  return (
    <EmailLayout text={text} to="staff" shopUrl={shopUrl}>
      <Paragraph>{text.paid(order.number)}</Paragraph>
      <Facts facts={[[text.customer, order.email]]} />
      <OrderSummary order={order} />
      <DeliveryAddress shipping={order.shipping} />
      <ActionButton href={`${shopUrl}${routes.orderDetail(order._id)}`}>{text.shipIt}</ActionButton>
    </EmailLayout>
  );
}
