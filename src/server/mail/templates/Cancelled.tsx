// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.cancelled;

/** An unpaid order cancelled: it is gone from the shop (its page answers 404), so the link is the shop's. */
export function Cancelled({ order, shopUrl }: OrderEmailProps) {
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.what(order.number)}</Paragraph>
      <OrderSummary order={order} />
      <TextLink href={`${shopUrl}${routes.home}`}>{emailText.order.browseTools}</TextLink>
    </EmailLayout>
  );
}
