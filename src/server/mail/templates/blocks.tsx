// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
/**
 * The pieces the emails are built of. Each text element takes one finished string: React's server
 * renderer puts `<!-- -->` between adjacent text parts, which would split values in the HTML.
 */
import { routes } from '../../../shared/routes';
import { variantName } from '../../../shared/stockLedger';
import { Button, Column, Hr, Link, Row, Section, Text } from '@react-email/components';
import type { OrderDetail } from '../../../shared/entities';
import { formatMoney } from '../../../shared/currency';
import { emailText } from '../../../shared/strings/emails';
import { onAccountSentences, type OrderOnAccount } from '../../../shared/orderOnAccount';
import { orderTaxName } from '../../../shared/tax/taxName';
import { cityAndPostalCode } from '../../../shared/strings/labels/common';
import { palette, schemeClass } from './emailTheme';

const { order: orderText } = emailText;

/** What an order email's blocks are given: the order as it stands, and the shop's address for links. */
export interface OrderAndShop {
  order: OrderDetail;
  /** e.g. https://shop.example, no trailing slash. */
  shopUrl: string;
}

/** An order email's props: its order, the shop, and the zone the email tells its times in. */
export interface OrderEmailProps extends OrderAndShop {
  timeZone: string;
}

const bodyText = { color: palette.text, fontSize: '15px', lineHeight: '24px' } as const;
const mutedText = { color: palette.muted, fontSize: '13px', lineHeight: '20px', margin: 0 } as const;

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as an email writes it: on the shop's clock, as its invoices and receipts print it, with
 * the zone named so a reader elsewhere is not misled: "25 Nov 2026, 18:42 UTC", "1 Dec 2026, 01:00
 * GMT+6" in Dhaka. One formatter per zone, as each costs far more to make than to use.
 */
export function formatShopTime(iso: string, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    clocks.set(timeZone, clock);
  }
  return clock.format(new Date(iso));
}

export function Paragraph({ children }: { children: string }) {
  return (
    <Text className={schemeClass.text} style={bodyText}>
      {children}
    </Text>
  );
}

export function Label({ children }: { children: string }) {
  return (
    <Text className={schemeClass.text} style={{ ...bodyText, fontWeight: 700, margin: '16px 0 4px' }}>
      {children}
    </Text>
  );
}

/** Named values, one a row: the label on the left, the value on the right; an empty value is left out. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      {facts
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <Row key={label}>
            <Column style={{ width: '40%', verticalAlign: 'top', padding: '4px 8px 4px 0' }}>
              {/* The value's line height, so label and value share a baseline. */}
              <Text className={schemeClass.muted} style={{ ...mutedText, lineHeight: bodyText.lineHeight }}>
                {label}
              </Text>
            </Column>
            <Column style={{ verticalAlign: 'top', padding: '4px 0' }}>
              <Text className={schemeClass.text} style={{ ...bodyText, margin: 0, wordBreak: 'break-word' }}>
                {value}
              </Text>
            </Column>
          </Row>
        ))}
    </Section>
  );
}

/**
 * The order's number, its lines and total. Two columns, the line's total on the right, so it fits a
 * phone: the unit price goes under the name.
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Label>{orderText.title(order.number)}</Label>
      <Hr className={schemeClass.rule} style={{ borderColor: palette.rule, margin: '4px 0' }} />
      {order.lines.map((line) => (
        <Row key={line.variantId}>
          <Column style={{ verticalAlign: 'top', padding: '8px 8px 8px 0' }}>
            <Text className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
              {orderText.line(variantName(line.name, line.variantTitle), line.quantity)}
            </Text>
            <Text className={schemeClass.muted} style={mutedText}>
              {orderText.unitPrice(formatMoney(line.price, order.currency))}
            </Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top', padding: '8px 0', whiteSpace: 'nowrap' }}>
            <Text className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
              {formatMoney(line.total, order.currency)}
            </Text>
          </Column>
        </Row>
      ))}
      <Hr className={schemeClass.rule} style={{ borderColor: palette.rule, margin: '4px 0' }} />
      {order.shippingZone !== '' && (
        <Row>
          <Column style={{ padding: '4px 8px 4px 0' }}>
            <Text className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
              {orderText.delivery(order.shippingZone)}
            </Text>
          </Column>
          <Column align="right" style={{ padding: '4px 0', whiteSpace: 'nowrap' }}>
            <Text className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
              {formatMoney(order.shippingTotal, order.currency)}
            </Text>
          </Column>
        </Row>
      )}
      <Row>
        <Column style={{ padding: '4px 8px 4px 0' }}>
          <Text className={schemeClass.text} style={{ ...bodyText, fontWeight: 700, margin: 0 }}>
            {orderText.total}
          </Text>
        </Column>
        <Column align="right" style={{ padding: '4px 0', whiteSpace: 'nowrap' }}>
          <Text className={schemeClass.text} style={{ ...bodyText, fontWeight: 700, margin: 0 }}>
            {formatMoney(order.totalPrice, order.currency)}
          </Text>
        </Column>
      </Row>
      <TaxIncluded order={order} />
    </Section>
  );
}

/** Under a taxed order's total, the tax in it; nothing for an order sold without tax. */
function TaxIncluded({ order }: { order: OrderDetail }) {
  const taxName = orderTaxName(order);
  if (!taxName) return null;
  return (
    <Row>
      <Column align="right" style={{ padding: '0 0 4px' }}>
        <Text className={schemeClass.muted} style={mutedText}>
          {orderText.inclTax(formatMoney(order.taxTotal, order.currency), taxName)}
        </Text>
      </Column>
    </Row>
  );
}

/** A cash-on-delivery order whose cash is still to come: the amount to have ready for the courier. */
export function CashToHaveReady({ order }: { order: OrderDetail }) {
  if (!order.cod || order.cod.collected || order.cod.owed <= 0) return null;
  return (
    <Paragraph>{emailText.cashOnDelivery.haveReady(formatMoney(order.cod.owed, order.currency))}</Paragraph>
  );
}

/**
 * What an order put on its customer's account: how much, and when it is due (or that nothing is
 * left to pay); nothing for an order paid otherwise.
 */
export function ChargedToAccount({
  onAccount,
  currency,
}: {
  onAccount: OrderOnAccount | null;
  currency: OrderDetail['currency'];
}) {
  if (!onAccount) return null;
  const [charged, due] = onAccountSentences(onAccount, (amount) => formatMoney(amount, currency));
  return (
    <>
      <Paragraph>{charged}</Paragraph>
      <Paragraph>{due}</Paragraph>
    </>
  );
}

/** Units named with their quantities: a refund's or a return's lines. */
export function ItemList({
  title,
  items,
}: {
  title: string;
  items: OrderDetail['refunds'][number]['lines'];
}) {
  return (
    <Section>
      <Label>{title}</Label>
      {items.map((item) => (
        <Text key={item.productId} className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
          {orderText.line(item.name, item.quantity)}
        </Text>
      ))}
    </Section>
  );
}

/** Where the order goes, in postal order; the optional lines only when given. */
export function DeliveryAddress({ shipping }: { shipping: OrderDetail['shipping'] }) {
  const lines = [
    shipping.fullName,
    shipping.company,
    shipping.addressLine1,
    shipping.addressLine2,
    cityAndPostalCode(shipping.city, shipping.postalCode),
    orderText.regionCountry(shipping.region, shipping.country),
    shipping.phone,
  ].filter((line) => line.trim() !== '');
  return (
    <Section>
      <Label>{orderText.deliveryAddress}</Label>
      {/* One paragraph with line breaks, so the text part writes the address as a block too. */}
      <Text className={schemeClass.text} style={{ ...bodyText, margin: 0 }}>
        {lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
      </Text>
    </Section>
  );
}

/** The email's one action; the background is given so the white label stays readable when inverted. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: palette.accent,
          color: palette.onAccent,
          fontSize: '15px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '12px 20px',
          borderRadius: '8px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A link written out in full, for readers whose mail app hides buttons or blocks them. */
export function WrittenLink({ href }: { href: string }) {
  return (
    <Text className={schemeClass.text} style={{ ...bodyText, wordBreak: 'break-all' }}>
      <Link href={href} className={schemeClass.link} style={{ color: palette.accent }}>
        {href}
      </Link>
    </Text>
  );
}

export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Text className={schemeClass.text} style={bodyText}>
      <Link href={href} className={schemeClass.link} style={{ color: palette.accent }}>
        {children}
      </Link>
    </Text>
  );
}

/** The link to the order's own page, where the customer follows it. */
export function OrderPageLink({ order, shopUrl }: OrderAndShop) {
  return <TextLink href={`${shopUrl}${routes.orderDetail(order._id)}`}>{orderText.view}</TextLink>;
}

/** The link back to the shop's tools, for an order that is gone (its page answers 404). */
export function BrowseToolsLink({ shopUrl }: { shopUrl: string }) {
  return <TextLink href={`${shopUrl}${routes.home}`}>{orderText.browseTools}</TextLink>;
}
