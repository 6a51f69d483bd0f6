// tsx, which runs the server, reads tsconfig.json and not tsconfig.node.json's jsx setting; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.expired;

/** The hold ended unpaid and the items went back on sale. */
export function Expired({ order, shopUrl }: OrderEmailProps) {
  return (
    <EmailLayout
      preview={text.preview}
      heading={text.heading}
      whyReceived={emailText.layout.toCustomer}
      shopUrl={shopUrl}
    >
      <Paragraph>{text.what(order.number)}</Paragraph>
      <OrderSummary order={order} />
      <Paragraph>{text.orderAgain}</Paragraph>
      <TextLink href={`${shopUrl}${routes.home}`}>{emailText.order.browseTools}</TextLink>
    </EmailLayout>
  );
}
