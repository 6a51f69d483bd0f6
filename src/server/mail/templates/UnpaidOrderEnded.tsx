// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { BrowseToolsLink, OrderSummary, Paragraph, type OrderAndShop, type OrderEmailProps } from './blocks';

/**
 * An unpaid order that ended, cancelled or expired, in its own words: nothing was charged, its items
 * are back on sale. It is gone from the shop (its page answers 404), so the link is the shop's.
 */
function UnpaidOrderEnded({
  text,
  order,
  shopUrl,
}: OrderAndShop & {
  text: { preview: string; heading: string; what: (number: number) => string; orderAgain?: string };
}) {
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.what(order.number)}</Paragraph>
      <OrderSummary order={order} />
      {text.orderAgain && <Paragraph>{text.orderAgain}</Paragraph>}
      <BrowseToolsLink shopUrl={shopUrl} />
    </EmailLayout>
  );
}

/**
 * Cancelled before it was paid, by the customer or by staff; an order on account, before it shipped,
 * so nothing is charged to the account.
 */
export const Cancelled = (props: OrderEmailProps) => (
  <UnpaidOrderEnded
    text={
      props.order.onAccount
        ? { ...emailText.cancelled, ...emailText.onAccount.cancelled }
        : emailText.cancelled
    }
    {...props}
  />
);

/** The hold ended unpaid and the items went back on sale. */
export const Expired = (props: OrderEmailProps) => <UnpaidOrderEnded text={emailText.expired} {...props} />;
