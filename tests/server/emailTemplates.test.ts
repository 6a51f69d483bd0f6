/**
 * The emails' templates: each kind carries its facts in both the HTML and the text part, every value
 * is escaped, subjects stay one line, and the HTML is built for dark mode and phones.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/shared/entities';
import { routes } from '../../src/shared/routes';
import { emailText } from '../../src/shared/strings/emails';
import { renderEmail } from '../../src/server/mail/renderEmail';
import {
  ACCOUNT_EMAIL_KINDS,
  ORDER_EMAIL_KINDS,
  type EmailMessage,
  type OrderEmailKind,
  type RenderedEmail,
} from '../../src/server/mail/messages';
import { usd } from '../support/money';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

const shopUrl = 'https://shop.example';
const timeZone = 'UTC';

const shipping = {
  fullName: 'Nusrat Jahan',
  addressLine1: '12 Lake Road',
  addressLine2: 'Flat 4B',
  company: 'Jahan Fabrication Ltd',
  city: 'Dhaka',
  postalCode: '1205',
  country: 'Bangladesh',
  phone: '+880 1711 000000',
  region: '',
};

const refund: OrderDetail['refunds'][number] = {
  at: '2026-11-28T09:00:00.000Z',
  amount: 37.5,
  lines: [{ productId: 'p-gloves', variantId: 'p-gloves', name: 'Work Gloves', quantity: 3 }],
  restocked: true,
  reason: 'Wrong size',
  pending: false,
  extraPayment: false,
  shipping: 0,
  creditNoteNumber: 'CN/26-27/000012',
};

/** An amount given back before `refund`, so the refunded total differs from the refund's amount. */
const earlierRefund: OrderDetail['refunds'][number] = {
  at: '2026-11-26T12:00:00.000Z',
  amount: 15,
  lines: [],
  restocked: false,
  reason: 'Late delivery',
  pending: false,
  extraPayment: false,
  shipping: 0,
  creditNoteNumber: null,
};

/** Refunded, so the refund email says the return was accepted; the declined email reads only its note. */
const returnRequest: NonNullable<OrderDetail['returnRequest']> = {
  at: '2026-11-27T10:00:00.000Z',
  lines: [{ productId: 'p-gloves', variantId: 'p-gloves', name: 'Work Gloves', quantity: 3 }],
  reason: 'Wrong size',
  status: 'refunded',
  note: 'Gloves that were worn cannot be taken back.',
  decidedAt: '2026-11-28T09:00:00.000Z',
};

const order: OrderDetail = {
  _id: 'ord_8f2c',
  currency: 'USD',
  channel: 'web',
  number: 1042,
  productId: 'p-drill',
  email: 'nusrat@example.com',
  name: 'Cordless Drill Driver 18V and 1 more',
  price: 189.5,
  quantity: 5,
  totalPrice: 189.5,
  shippingTotal: 0,
  shippingZone: '',
  paymentMethod: 'card',
  cod: null,
  ...UNTAXED_ORDER,
  lines: [
    {
      productId: 'p-drill',
      variantId: 'v-drill-5ah',
      variantTitle: '18 V 5 Ah',
      sku: 'CDD-18-5AH',
      name: 'Cordless Drill Driver 18V',
      img: '/api/images/drill',
      price: 127,
      quantity: 1,
      total: 127,
    },
    {
      productId: 'p-gloves',
      variantId: 'p-gloves',
      variantTitle: '',
      sku: null,
      name: 'Work Gloves',
      img: '/api/images/gloves',
      price: 15.625,
      quantity: 4,
      total: 62.5,
    },
  ],
  paid: true,
  status: true,
  tnxId: 'pi_3QdemoPaymentRef42',
  state: 'shipped',
  createdAt: '2026-11-25T18:12:00.000Z',
  carrier: 'Sundarban Courier',
  trackingNumber: 'SC-778-2210',
  refundedTotal: 52.5,
  refunds: [earlierRefund, refund],
  returnRequest,
  ...shipping,
  shipping,
  timeline: [
    { state: 'unpaid', at: '2026-11-25T18:12:00.000Z', event: 'place', by: null, note: null },
    { state: 'paid', at: '2026-11-25T18:20:00.000Z', event: 'pay', by: null, note: null },
    { state: 'shipped', at: '2026-11-26T08:00:00.000Z', event: 'ship', by: null, note: null },
  ],
  holdUntil: '2026-11-25T18:42:00.000Z',
  onAccount: null,
  returnableUntil: null,
  emails: [],
};

/** The email of `kind` about `forOrder`; a confirmation is of an order still unpaid, as when placed. */
const messageOf = (kind: OrderEmailKind, forOrder: OrderDetail): EmailMessage =>
  kind === 'refunded'
    ? { kind, order: forOrder, refund, shopUrl, timeZone }
    : {
        kind,
        order: kind === 'orderPlaced' ? { ...forOrder, state: 'unpaid' } : forOrder,
        shopUrl,
        timeZone,
      };

/** The facts each order email must carry beyond the order number, its lines and total. */
const factsOf: Record<OrderEmailKind, string[]> = {
  orderPlaced: [
    '25 Nov 2026, 18:42 UTC',
    `${shopUrl}${routes.payment(order._id)}`,
    ...Object.values(shipping),
    'Dhaka 1205',
  ],
  paymentReceived: [
    'pi_3QdemoPaymentRef42',
    '25 Nov 2026, 18:20 UTC',
    `${shopUrl}${routes.orderDetail(order._id)}`,
    ...Object.values(shipping),
  ],
  shipped: [
    'Sundarban Courier',
    'SC-778-2210',
    `${shopUrl}${routes.orderDetail(order._id)}`,
    ...Object.values(shipping),
  ],
  cancelled: [`${shopUrl}${routes.home}`],
  expired: ['went back on sale', `${shopUrl}${routes.home}`],
  refunded: [
    usd(37.5),
    usd(52.5),
    'Work Gloves × 3',
    'Wrong size',
    'We accepted your return.',
    emailText.refunded.goesTo.card,
    // The credit note it issued, which a business buyer's books need.
    'CN/26-27/000012',
  ],
  returnRequested: ['Work Gloves × 3', 'Wrong size', `${shopUrl}${routes.orderDetail(order._id)}`],
  returnDeclined: ['Gloves that were worn cannot be taken back.'],
  adminOrderPaid: [
    'nusrat@example.com',
    `${shopUrl}${routes.orderDetail(order._id)}`,
    ...Object.values(shipping),
  ],
};

function expectInBoth(email: RenderedEmail, facts: string[]) {
  for (const fact of facts) {
    expect(email.html, `html: ${fact}`).toContain(fact);
    expect(email.text, `text: ${fact}`).toContain(fact);
  }
}

describe('order emails', () => {
  it.each(ORDER_EMAIL_KINDS)('%s carries the order number, lines, total and its own facts', (kind) => {
    const email = renderEmail(messageOf(kind, order));
    expect(email.subject).toContain('#1042');
    // The XHTML doctype that mail clients render by.
    expect(email.html).toMatch(
      /^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"[^>]*><html /,
    );
    expectInBoth(email, [
      'Order #1042',
      // Each line names its variant.
      'Cordless Drill Driver 18V — 18 V 5 Ah × 1',
      'Work Gloves × 4',
      `${usd(15.625)} each`,
      usd(62.5),
      usd(189.5),
      ...factsOf[kind],
    ]);
  });

  it('orderPlaced has the subject of a reserved order', () => {
    const email = renderEmail(messageOf('orderPlaced', order));
    expect(email.subject).toBe('Your Toolshop order #1042 is reserved: pay to complete it');
  });

  it("paymentReceived tells when it was paid on the shop's clock, naming the zone", () => {
    const email = renderEmail({ kind: 'paymentReceived', order, shopUrl, timeZone: 'Asia/Dhaka' });
    // Paid at 18:20 UTC on 25 November: 00:20 on the 26th in Dhaka.
    expect(email.text).toContain('26 Nov 2026, 00:20 GMT+6');
    expect(email.text).not.toContain('18:20');
  });

  it('a confirmation sent after the order was paid (a mail outage) does not ask to pay', () => {
    const email = renderEmail({
      kind: 'orderPlaced',
      order: { ...order, state: 'paid', holdUntil: null },
      shopUrl,
      timeZone,
    });
    expect(email.html).not.toContain(routes.payment(order._id));
    expect(email.html).toContain('Order #1042');
  });

  it('shipped without a carrier or tracking number says so in a sentence', () => {
    const email = renderEmail(messageOf('shipped', { ...order, carrier: null, trackingNumber: null }));
    expectInBoth(email, ['without a tracking number']);
    expect(email.text).not.toContain('Tracking number');
  });

  it.each([
    ['cod', emailText.refunded.goesTo.cash],
    ['account', emailText.refunded.goesTo.account],
  ] as const)(
    'refunded of an order paid %s says where the money goes, and not to a card',
    (paymentMethod, goesTo) => {
      const email = renderEmail(messageOf('refunded', { ...order, paymentMethod }));
      expectInBoth(email, [goesTo]);
      expect(email.text).not.toContain(emailText.refunded.goesTo.card);
    },
  );

  it('refunded without a return accepted does not mention one', () => {
    const email = renderEmail(messageOf('refunded', { ...order, returnRequest: null }));
    expect(email.text).not.toContain('accepted your return');
    expectInBoth(email, [usd(37.5)]);
  });

  it('paymentReceived of a GST order says the GST in its total and names its invoice, on the order’s page', () => {
    const gstOrder: OrderDetail = {
      ...order,
      currency: 'INR',
      totalPrice: 1180,
      taxTotal: 180,
      taxLines: [{ rate: 18, taxable: 1000, cgst: 0, sgst: 0, igst: 180, vat: 0 }],
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      invoiceNumber: 'INV/26-27/000042',
      shipping: { ...shipping, city: 'Pune', postalCode: '411001', country: 'India', region: 'Maharashtra' },
    };
    const email = renderEmail(messageOf('paymentReceived', gstOrder));
    expectInBoth(email, [
      'incl. ₹180.00 GST',
      'Your invoice INV/26-27/000042 is ready.',
      'Download it from your order’s page',
      'Maharashtra, India',
    ]);
    expect(email.html).toContain(`href="${shopUrl}${routes.orderDetail(order._id)}"`);
    // The PDF needs a signed-in customer: the email links to the page that has it, never to the file.
    expect(email.html).not.toContain('/invoice/');
  });

  it('an order sold without tax says nothing of tax', () => {
    const email = renderEmail(messageOf('paymentReceived', order));
    expect(email.text).not.toContain('incl.');
    expect(email.text).not.toContain('GST');
    expect(email.text).not.toContain('VAT');
  });

  it('the address leaves out the lines not given', () => {
    const email = renderEmail(
      messageOf('orderPlaced', { ...order, shipping: { ...shipping, addressLine2: '', company: '' } }),
    );
    expect(email.text).not.toContain('Flat 4B');
    expect(email.text).not.toContain('Jahan Fabrication');
    expectInBoth(email, ['12 Lake Road', 'Dhaka 1205']);
  });
});

describe('an order on account', () => {
  /** Placed on account with 15 days' terms: not invoiced until it ships, nothing paid on it yet. */
  const onAccount: OrderDetail = {
    ...order,
    paymentMethod: 'account',
    paid: false,
    status: false,
    tnxId: null,
    state: 'unpaid',
    holdUntil: null,
    refundedTotal: 0,
    refunds: [],
    returnRequest: null,
    timeline: [order.timeline[0]!],
    onAccount: { amount: 189.5, termsDays: 15, dueOn: null, left: 189.5 },
  };
  const shippedOnAccount: OrderDetail = {
    ...onAccount,
    state: 'shipped',
    paid: true,
    status: true,
    invoiceNumber: 'INV/26-27/000042',
    onAccount: { amount: 189.5, termsDays: 15, dueOn: '2026-12-11', left: 189.5 },
  };

  it('orderPlaced says it is charged to the account and when it falls due, and asks for no payment', () => {
    const email = renderEmail(messageOf('orderPlaced', onAccount));
    expect(email.subject).toBe('Your Toolshop order #1042 is placed on your account');
    // The preview line, beside the subject in the inbox, is the HTML's alone.
    expect(email.html).toContain(emailText.onAccount.preview);
    expectInBoth(email, [
      'We have received order #1042.',
      `${usd(189.5)} is charged to your account.`,
      'Nothing to pay now: it is invoiced when it ships, due 15 days after its invoice.',
      `${shopUrl}${routes.orderDetail(order._id)}`,
    ]);
    for (const unpaidWords of ['reserved', 'pay to complete', emailText.orderPlaced.payNow]) {
      expect(email.html).not.toContain(unpaidWords);
      expect(email.text).not.toContain(unpaidWords);
    }
    expect(email.html).not.toContain(routes.payment(order._id));
  });

  it('shipped says what is charged and the day it is due, or that it is settled once paid on the account', () => {
    expectInBoth(renderEmail(messageOf('shipped', shippedOnAccount)), [
      `${usd(189.5)} is charged to your account.`,
      `Due on 11 Dec 2026: ${usd(189.5)} to pay against your account.`,
    ]);
    const partPaid = { ...shippedOnAccount.onAccount!, left: 89.5 };
    expectInBoth(renderEmail(messageOf('shipped', { ...shippedOnAccount, onAccount: partPaid })), [
      `Due on 11 Dec 2026: ${usd(89.5)} to pay against your account.`,
    ]);
    const settled = { ...shippedOnAccount.onAccount!, left: 0 };
    const email = renderEmail(messageOf('shipped', { ...shippedOnAccount, onAccount: settled }));
    expectInBoth(email, ['Settled on your account: nothing is left to pay.']);
    expect(email.text).not.toContain('Due on');
  });

  it('cancelled says nothing is charged to the account, not that it went unpaid', () => {
    const email = renderEmail(messageOf('cancelled', onAccount));
    expect(email.html).toContain(emailText.onAccount.cancelled.preview);
    expectInBoth(email, [
      'Order #1042 was cancelled before it shipped, so nothing is charged to your account.',
    ]);
    expect(email.text).not.toContain('before it was paid');
  });

  it('a card order’s emails say nothing of an account', () => {
    for (const kind of ['orderPlaced', 'shipped', 'cancelled'] as const) {
      const email = renderEmail(messageOf(kind, order));
      expect(email.text).not.toContain('your account');
    }
  });
});

describe('the return emails', () => {
  /** Each part is found after the one before it, in the HTML and in the text alike. */
  function expectInOrder(email: RenderedEmail, parts: string[]) {
    for (const [name, body] of [
      ['html', email.html],
      ['text', email.text],
    ] as const) {
      let from = 0;
      for (const part of parts) {
        const at = body.indexOf(part, from);
        expect(at, `${name}: "${part}" after "${body.slice(Math.max(0, from - 40), from)}"`).toBeGreaterThan(
          -1,
        );
        from = at + part.length;
      }
    }
  }

  it('a declined return gives the staff note first, then the units asked back and the order', () => {
    const declined = { ...order, returnRequest: { ...returnRequest, status: 'declined' as const } };
    const email = renderEmail(messageOf('returnDeclined', declined));
    expectInOrder(email, [
      'We could not accept the return of items from order #1042.',
      'Our note',
      'Gloves that were worn cannot be taken back.',
      'Items to return',
      'Work Gloves × 3',
      'Order #1042',
    ]);
  });

  it('a declined return without a note says so where the note goes, before the units', () => {
    const declined = { ...order, returnRequest: { ...returnRequest, status: 'declined' as const, note: '' } };
    const email = renderEmail(messageOf('returnDeclined', declined));
    expectInOrder(email, ['Our note', 'Our staff left no note.', 'Items to return', 'Work Gloves × 3']);
  });

  it('a requested return lists the units asked back, then the reason, what staff do next and the order', () => {
    const requested = {
      ...order,
      returnRequest: { ...returnRequest, status: 'requested' as const, note: '' },
    };
    const email = renderEmail(messageOf('returnRequested', requested));
    expectInOrder(email, [
      'We received your request to return items from order #1042.',
      'Items to return',
      'Work Gloves × 3',
      'Your reason',
      'Wrong size',
      'Our staff will look at your request',
      'Order #1042',
    ]);
  });
});

describe('account emails', () => {
  const link = 'https://toolshop.example/account/action?mode=resetPassword&oobCode=abc123';

  it.each(ACCOUNT_EMAIL_KINDS)('%s has a button and the link written out', (kind) => {
    const email = renderEmail({ kind, link, shopUrl });
    // The HTML escapes & in attributes and text alike.
    const htmlLink = link.replace('&', '&amp;');
    expect(email.html).toContain(`href="${htmlLink}"`);
    expect(email.html.split(htmlLink).length - 1).toBeGreaterThanOrEqual(3);
    expect(email.text).toContain(link);
  });

  it('passwordReset says when the link expires and what to do if it was not asked for', () => {
    const email = renderEmail({ kind: 'passwordReset', link, shopUrl });
    expectInBoth(email, ['expires in one hour', 'If you did not ask for this, ignore this email']);
  });
});

describe('the low-stock digest', () => {
  const variant = (variantTitle: string, stock: number) => ({
    productId: 'p-hoodie',
    variantId: `p-hoodie-${variantTitle}`,
    name: 'Work Hoodie',
    variantTitle,
    sku: null,
    img: '',
    stock,
    lowStockThreshold: 3,
    threshold: 3,
    reorderQuantity: null,
    supplier: null,
    low: true,
    suggestedQuantity: 6 - stock,
    lowSince: null,
  });

  it('names each variant of a tool, not the tool four times', () => {
    const items = [variant('S', 0), variant('M', 1), variant('', 2)];
    const email = renderEmail({ kind: 'lowStockDigest', items, shopUrl });
    expectInBoth(email, [
      'Work Hoodie — S: 0 left, order 6',
      'Work Hoodie — M: 1 left, order 5',
      'Work Hoodie: 2 left, order 4',
    ]);
  });
});

describe('hostile values', () => {
  const hostile = '<script>alert(1)</script>\r\nBcc: evil@example.com';
  const hostileOrder: OrderDetail = {
    ...order,
    name: `${hostile} and 1 more`,
    lines: order.lines.map((line, index) => (index === 0 ? { ...line, name: hostile } : line)),
    shipping: { ...shipping, fullName: hostile },
    returnRequest: { ...returnRequest, status: 'declined', note: hostile },
  };

  it.each(ORDER_EMAIL_KINDS)('%s escapes them and keeps its subject on one line', (kind) => {
    const email = renderEmail(messageOf(kind, hostileOrder));
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toContain('<script>alert');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('a customer name in the subject is flattened to one line of at most 200 characters', () => {
    const email = renderEmail(messageOf('adminOrderPaid', hostileOrder));
    expect(email.subject).toBe(
      'Order #1042 paid by <script>alert(1)</script> Bcc: evil@example.com: ready to ship',
    );
    const long = renderEmail(
      messageOf('adminOrderPaid', { ...order, shipping: { ...shipping, fullName: 'A\u2028'.repeat(300) } }),
    );
    expect(long.subject).not.toMatch(/[\r\n\u2028]/);
    expect(Array.from(long.subject)).toHaveLength(200);
  });
});

describe('the HTML', () => {
  it('declares light and dark schemes, a viewport, and a fluid card up to 600px', () => {
    const { html } = renderEmail(messageOf('shipped', order));
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
    expect(html).toMatch(/<table[^>]*width="100%"[^>]*style="[^"]*max-width:600px;width:100%/);
    expect(html).not.toContain('<!-- -->');
  });
});
