// tsx, which runs the server, reads tsconfig.json and not tsconfig.node.json's jsx setting; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { DeliveryAddress, Facts, OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.shipped;

/** The parcel has left: with its carrier and tracking number when staff gave them. */
export function Shipped({ order, shopUrl }: OrderEmailProps) {
  const tracking: [string, string][] = [];
  if (order.carrier) tracking.push([text.carrier, order.carrier]);
  if (order.trackingNumber) tracking.push([text.trackingNumber, order.trackingNumber]);
  return (
    <EmailLayout
      preview={text.preview}
      heading={text.heading}
      whyReceived={emailText.layout.toCustomer}
      shopUrl={shopUrl}
    >
      <Paragraph>{text.sent(order.number)}</Paragraph>
      {tracking.length > 0 ? <Facts facts={tracking} /> : <Paragraph>{text.untracked}</Paragraph>}
      <DeliveryAddress shipping={order.shipping} />
      <OrderSummary order={order} />
      <TextLink href={`${shopUrl}${routes.orderDetail(order._id)}`}>{emailText.order.view}</TextLink>
    </EmailLayout>
  );
}
