// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { routes } from '../../../shared/routes';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { ItemList, Label, OrderSummary, Paragraph, TextLink, type OrderEmailProps } from './blocks';

const text = emailText.returnDeclined;

/** Staff declined the return request, with the note the customer sees. */
export function ReturnDeclined({ order, shopUrl }: OrderEmailProps) {
  const request = order.returnRequest;
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.declined(order.number)}</Paragraph>
      <Label>{text.staffNote}</Label>
      <Paragraph>{request?.note || text.noNote}</Paragraph>
      {request && <ItemList title={emailText.returnRequested.itemsToReturn} items={request.lines} />}
      <OrderSummary order={order} />
      <TextLink href={`${shopUrl}${routes.orderDetail(order._id)}`}>{emailText.order.view}</TextLink>
    </EmailLayout>
  );
}
