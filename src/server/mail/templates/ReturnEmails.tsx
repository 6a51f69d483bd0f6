// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import {
  Facts,
  ItemList,
  Label,
  OrderPageLink,
  OrderSummary,
  Paragraph,
  type OrderEmailProps,
} from './blocks';

/**
 * An email about the customer's return request: its opening line, the units asked back, what this
 * email adds about the request, then the order and the link to its page.
 */
function ReturnRequestEmail({
  text,
  opening,
  order,
  shopUrl,
  children,
}: OrderEmailProps & { text: { preview: string; heading: string }; opening: string; children: ReactNode }) {
  const request = order.returnRequest;
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{opening}</Paragraph>
      {request && <ItemList title={emailText.returnRequested.itemsToReturn} items={request.lines} />}
      {children}
      <OrderSummary order={order} />
      <OrderPageLink order={order} shopUrl={shopUrl} />
    </EmailLayout>
  );
}

/** The customer's return request, acknowledged: which units, why, and what staff do next. */
export function ReturnRequested({ order, shopUrl }: OrderEmailProps) {
  const text = emailText.returnRequested;
  return (
    <ReturnRequestEmail text={text} opening={text.received(order.number)} order={order} shopUrl={shopUrl}>
      {order.returnRequest && <Facts facts={[[text.reason, order.returnRequest.reason]]} />}
      <Paragraph>{text.next}</Paragraph>
    </ReturnRequestEmail>
  );
}

/** Staff declined the return request, with the note the customer sees. */
export function ReturnDeclined({ order, shopUrl }: OrderEmailProps) {
  const text = emailText.returnDeclined;
  return (
    <ReturnRequestEmail text={text} opening={text.declined(order.number)} order={order} shopUrl={shopUrl}>
      <Label>{text.staffNote}</Label>
      <Paragraph>{order.returnRequest?.note || text.noNote}</Paragraph>
    </ReturnRequestEmail>
  );
}
