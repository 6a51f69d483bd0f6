// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.expired;

/** The hold ended unpaid and the items went back on sale. */
export function Expired({ order, shopUrl }: OrderEmailProps) {
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.what(order.number)}</Paragraph>
      <OrderSummary order={order} />
      <Paragraph>{text.orderAgain}</Paragraph>
      <TextLink href={`${shopUrl}${routes.home}`}>{emailText.order.browseTools}</TextLink>
    </EmailLayout>
  );
}
