/**
 * Turns an email message into what is sent: a one-line subject, the HTML from its React Email
 * template, and the plain-text part read from that HTML. Every value reaches the HTML as React text,
 * so it is escaped.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { formatMoney } from '../../shared/currency';
import { emailText } from '../../shared/strings/emails';
import type { OrderDetail } from '../../shared/entities';
import type { AccountEmailKind, EmailMessage, OrderEmailKind, RenderedEmail } from './messages';
import type { AccountLinkProps } from './templates/AccountLinkEmail';
import { AccountEmail } from './templates/AccountEmail';
import { AdminOrderPaid } from './templates/AdminOrderPaid';
import type { OrderEmailProps } from './templates/blocks';
import { Cancelled, Expired } from './templates/UnpaidOrderEnded';
import { CounterReceipt } from './templates/CounterReceipt';
import { LowStockDigest } from './templates/LowStockDigest';
import { OrderPlaced } from './templates/OrderPlaced';
import { PasswordReset } from './templates/PasswordReset';
import { PaymentReceived } from './templates/PaymentReceived';
import { PurchaseOrderEmail } from './templates/PurchaseOrderEmail';
import { Refunded } from './templates/Refunded';
import { ReturnDeclined, ReturnRequested } from './templates/ReturnEmails';
import { Shipped } from './templates/Shipped';
import { VerifyEmail } from './templates/VerifyEmail';

const SUBJECT_MAX_LENGTH = 200;

/**
 * Product and customer names reach subjects: a line break there would start a new mail header, so
 * control characters (and Unicode's line and paragraph separators) become spaces, runs of space one.
 */
function oneLineSubject(subject: string): string {
  const flat = subject
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so an emoji is never halved.
  const characters = Array.from(flat);
  return characters.length <= SUBJECT_MAX_LENGTH
    ? flat
    : `${characters
        .slice(0, SUBJECT_MAX_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** Each order email's subject and template, but the refund's, which also names its refund. */
const orderEmails: Record<
  Exclude<OrderEmailKind, 'refunded'>,
  { subject: (order: OrderDetail) => string; template: ComponentType<OrderEmailProps> }
> = {
  orderPlaced: {
    subject: (order) =>
      order.cod
        ? emailText.cashOnDelivery.placedSubject(order.number)
        : order.onAccount
          ? emailText.onAccount.placedSubject(order.number)
          : emailText.orderPlaced.subject(order.number),
    template: OrderPlaced,
  },
  paymentReceived: {
    subject: (order) => emailText.paymentReceived.subject(order.number),
    template: PaymentReceived,
  },
  shipped: { subject: (order) => emailText.shipped.subject(order.number, order.name), template: Shipped },
  cancelled: { subject: (order) => emailText.cancelled.subject(order.number), template: Cancelled },
  expired: { subject: (order) => emailText.expired.subject(order.number), template: Expired },
  returnRequested: {
    subject: (order) => emailText.returnRequested.subject(order.number),
    template: ReturnRequested,
  },
  returnDeclined: {
    subject: (order) => emailText.returnDeclined.subject(order.number),
    template: ReturnDeclined,
  },
  adminOrderPaid: {
    subject: (order) => emailText.adminOrderPaid.subject(order.number, order.shipping.fullName),
    template: AdminOrderPaid,
  },
};

const accountEmails: Record<
  AccountEmailKind,
  { subject: string; template: ComponentType<AccountLinkProps> }
> = {
  verifyEmail: { subject: emailText.verifyEmail.subject, template: VerifyEmail },
  passwordReset: { subject: emailText.passwordReset.subject, template: PasswordReset },
};

function compose(message: EmailMessage): { subject: string; email: ReactElement } {
  const { shopUrl } = message;
  if ('link' in message) {
    const { subject, template } = accountEmails[message.kind];
    return { subject, email: createElement(template, { link: message.link, shopUrl }) };
  }
  if (message.kind === 'purchaseOrder') {
    return {
      subject: emailText.purchaseOrder.subject(message.purchaseOrder.reference),
      email: createElement(PurchaseOrderEmail, { purchaseOrder: message.purchaseOrder, shopUrl }),
    };
  }
  if (message.kind === 'lowStockDigest') {
    return {
      subject: emailText.lowStockDigest.subject(message.items.length),
      email: createElement(LowStockDigest, { items: message.items, shopUrl }),
    };
  }
  if (message.kind === 'counterReceipt') {
    return {
      subject: emailText.counterReceipt.subject(message.receipt.number),
      email: createElement(CounterReceipt, {
        receipt: message.receipt,
        shopUrl,
        timeZone: message.timeZone,
      }),
    };
  }
  if ('paragraphs' in message) {
    const { subject, heading, paragraphs, rows } = message;
    return { subject, email: createElement(AccountEmail, { heading, paragraphs, rows, shopUrl }) };
  }
  if (message.kind === 'refunded') {
    const { order, refund } = message;
    return {
      subject: emailText.refunded.subject(formatMoney(refund.amount, order.currency), order.number),
      email: createElement(Refunded, { order, refund, shopUrl, timeZone: message.timeZone }),
    };
  }
  const { subject, template } = orderEmails[message.kind];
  return {
    subject: subject(message.order),
    email: createElement(template, { order: message.order, shopUrl, timeZone: message.timeZone }),
  };
}

/** Headings keep their case in the text part (html-to-text capitalises them by default). */
const keepHeadingCase = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * React Email's plain-text conversion (its selectors, no word wrap), compiled once: converting with
 * options compiles them again each time, which was most of the cost of every email's text part.
 */
const toPlainText = compile({ wordwrap: false, selectors: [...plainTextSelectors, ...keepHeadingCase] });

/** React Email's doctype: the XHTML one that mail clients' renderers expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The templates never suspend, so React's synchronous static render makes the same HTML as React
 * Email's `render` (less the streaming renderer's comment markers) at a quarter of the cost: `render`
 * streams through a web stream and imports react-dom anew for each email (1.5 ms against 0.4 for a
 * receipt, on one core).
 */
export function renderEmail(message: EmailMessage): RenderedEmail {
  const { subject, email } = compose(message);
  const html = DOCTYPE + renderToStaticMarkup(email);
  return {
    subject: oneLineSubject(subject),
    html,
    text: toPlainText(html),
  };
}
