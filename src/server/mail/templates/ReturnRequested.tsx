// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { Facts, ItemList, OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.returnRequested;

/** The customer's return request, acknowledged: which units, why, and what staff do next. */
export function ReturnRequested({ order, shopUrl }: OrderEmailProps) {
  const request = order.returnRequest;
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.received(order.number)}</Paragraph>
      {request && <ItemList title={text.itemsToReturn} items={request.lines} />}
      {request && <Facts facts={[[text.reason, request.reason]]} />}
      <Paragraph>{text.next}</Paragraph>
      <OrderSummary order={order} />
      <TextLink href={`${shopUrl}${routes.orderDetail(order._id)}`}>{emailText.order.view}</TextLink>
    </EmailLayout>
  );
}
