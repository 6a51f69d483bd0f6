/**
 * Turns an email message into what is sent: a one-line subject, the HTML from its React Email
 * template, and the plain-text part read from that HTML. Every value reaches the HTML as React text,
 * so it is escaped.
 */
import { createElement, type ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { formatUsd } from '../../shared/money';
import { emailText } from '../../shared/strings/emails';
import type { EmailMessage, RenderedEmail } from './messages';
import { AdminOrderPaid } from './templates/AdminOrderPaid';
import { Cancelled } from './templates/Cancelled';
import { Expired } from './templates/Expired';
import { LowStockDigest } from './templates/LowStockDigest';
import { OrderPlaced } from './templates/OrderPlaced';
import { PasswordReset } from './templates/PasswordReset';
import { PaymentReceived } from './templates/PaymentReceived';
import { PurchaseOrderEmail } from './templates/PurchaseOrderEmail';
import { Refunded } from './templates/Refunded';
import { ReturnDeclined } from './templates/ReturnDeclined';
import { ReturnRequested } from './templates/ReturnRequested';
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

function compose(message: EmailMessage): { subject: string; email: ReactElement } {
  const { shopUrl } = message;
  switch (message.kind) {
    case 'orderPlaced':
      return {
        subject: emailText.orderPlaced.subject(message.order.number),
        email: createElement(OrderPlaced, { order: message.order, shopUrl }),
      };
    case 'paymentReceived':
      return {
        subject: emailText.paymentReceived.subject(message.order.number),
        email: createElement(PaymentReceived, { order: message.order, shopUrl }),
      };
    case 'shipped':
      return {
        subject: emailText.shipped.subject(message.order.number, message.order.name),
        email: createElement(Shipped, { order: message.order, shopUrl }),
      };
    case 'cancelled':
      return {
        subject: emailText.cancelled.subject(message.order.number),
        email: createElement(Cancelled, { order: message.order, shopUrl }),
      };
    case 'expired':
      return {
        subject: emailText.expired.subject(message.order.number),
        email: createElement(Expired, { order: message.order, shopUrl }),
      };
    case 'refunded':
      return {
        subject: emailText.refunded.subject(formatUsd(message.refund.amount), message.order.number),
        email: createElement(Refunded, { order: message.order, refund: message.refund, shopUrl }),
      };
    case 'returnRequested':
      return {
        subject: emailText.returnRequested.subject(message.order.number),
        email: createElement(ReturnRequested, { order: message.order, shopUrl }),
      };
    case 'returnDeclined':
      return {
        subject: emailText.returnDeclined.subject(message.order.number),
        email: createElement(ReturnDeclined, { order: message.order, shopUrl }),
      };
    case 'adminOrderPaid':
      return {
        subject: emailText.adminOrderPaid.subject(message.order.number, message.order.shipping.fullName),
        email: createElement(AdminOrderPaid, { order: message.order, shopUrl }),
      };
    case 'verifyEmail':
      return {
        subject: emailText.verifyEmail.subject,
        email: createElement(VerifyEmail, { link: message.link, shopUrl }),
      };
    case 'passwordReset':
      return {
        subject: emailText.passwordReset.subject,
        email: createElement(PasswordReset, { link: message.link, shopUrl }),
      };
    case 'purchaseOrder':
      return {
        subject: emailText.purchaseOrder.subject(message.purchaseOrder.reference),
        email: createElement(PurchaseOrderEmail, { purchaseOrder: message.purchaseOrder, shopUrl }),
      };
    case 'lowStockDigest':
      return {
        subject: emailText.lowStockDigest.subject(message.items.length),
        email: createElement(LowStockDigest, { items: message.items, shopUrl }),
      };
  }
}

/** Headings keep their case in the text part (html-to-text capitalises them by default). */
const keepHeadingCase = ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } }));

export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const { subject, email } = compose(message);
  const html = await render(email);
  return {
    subject: oneLineSubject(subject),
    html,
    text: toPlainText(html, { selectors: keepHeadingCase }),
  };
}
