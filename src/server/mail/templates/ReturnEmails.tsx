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
  type OrderAndShop,
  type OrderEmailProps,
} from './blocks';

/**
 * An email about the customer's return request: what it opens with (its news), the units asked back,
 * whatever else it says about the request, then the order and the link to its page.
 */
function ReturnRequestEmail({
  text,
  opening,
  order,
  shopUrl,
  children,
}: OrderAndShop & {
  text: { preview: string; heading: string };
  opening: ReactNode;
  children?: ReactNode;
}) {
  const request = order.returnRequest;
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      {opening}
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
    <ReturnRequestEmail
      text={text}
      opening={<Paragraph>{text.received(order.number)}</Paragraph>}
      order={order}
      shopUrl={shopUrl}
    >
      {order.returnRequest && <Facts facts={[[text.reason, order.returnRequest.reason]]} />}
      <Paragraph>{text.next}</Paragraph>
    </ReturnRequestEmail>
  );
}

/** Staff declined the return request: their note is the news, so it comes before the units. */
export function ReturnDeclined({ order, shopUrl }: OrderEmailProps) {
  const text = emailText.returnDeclined;
  const opening = (
    <>
      <Paragraph>{text.declined(order.number)}</Paragraph>
      <Label>{text.staffNote}</Label>
      <Paragraph>{order.returnRequest?.note || text.noNote}</Paragraph>
    </>
  );
  return <ReturnRequestEmail text={text} opening={opening} order={order} shopUrl={shopUrl} />;
}
