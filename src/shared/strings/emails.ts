/**
 * Every word of the emails the shop sends (src/server/mail/templates): subjects, previews, headings,
 * sentences, button labels and footers. Money and times arrive already written (formatMoney, the shop's clock).
 */
import { accountText } from './labels/account';
import { fieldLabels, regionAndCountry, SHOP_NAME } from './labels/common';
import { codText } from './labels/cod';
import { taxText } from './labels/orderTax';
import { orders } from './labels/orders';

/** "#1042", as every screen writes an order's number. */
const orderRef = orders.number;

export const emailText = {
  /** The frame of every email: who it is from, and why its reader receives it. */
  layout: {
    tagline: 'Hardware parts and tools',
    toCustomer: `You receive this email because you ordered from ${SHOP_NAME}.`,
    toAccountHolder: `You receive this email because this address was given for an account at ${SHOP_NAME}.`,
    toStaff: `You receive this email because you are an admin of ${SHOP_NAME}.`,
    toSupplier: `You receive this email because ${SHOP_NAME} buys from you.`,
    visitShop: `Visit ${SHOP_NAME}`,
  },

  /** What every order email shows of its order. */
  order: {
    title: orders.orderNumber,
    line: (name: string, quantity: number) => `${name} × ${quantity}`,
    unitPrice: (price: string) => `${price} each`,
    total: fieldLabels.total,
    deliveryAddress: fieldLabels.deliveryAddress,
    view: 'View your order',
    browseTools: orders.shopAgain,
    delivery: codText.deliveryIn,
    /** Under the total of a taxed order: "incl. ₹180.00 GST". */
    inclTax: taxText.inclTaxOf,
    regionCountry: regionAndCountry,
  },

  /** What a cash-on-delivery order's emails add, instead of asking to pay. */
  cashOnDelivery: {
    placedSubject: (number: number) =>
      `Your ${SHOP_NAME} order ${orderRef(number)} is placed: cash on delivery`,
    placed: (number: number) => `We have received order ${orderRef(number)}. ${codText.willCall}`,
    haveReady: codText.haveReady,
    paid: (number: number) =>
      `Thank you: the courier has handed over your cash payment for order ${orderRef(number)}.`,
  },

  /**
   * What an order on the customer's account says instead of asking to pay (docs/credit.md); how much
   * is charged and when it is due are said as on the order's page (shared/orderOnAccount.ts).
   */
  onAccount: {
    placedSubject: (number: number) =>
      `Your ${SHOP_NAME} order ${orderRef(number)} is placed on your account`,
    preview: 'Charged to your account: nothing to pay now.',
    placed: (number: number) => `We have received order ${orderRef(number)}.`,
    cancelled: {
      preview: 'Nothing is charged to your account.',
      what: (number: number) =>
        `Order ${orderRef(number)} was cancelled before it shipped, so nothing is charged to your account. Its items went back on sale.`,
    },
  },

  orderPlaced: {
    subject: (number: number) =>
      `Your ${SHOP_NAME} order ${orderRef(number)} is reserved: pay to complete it`,
    preview: 'Your tools are reserved: pay to complete the order.',
    heading: 'Thank you for your order',
    reserved: (number: number) => `We have reserved the items of order ${orderRef(number)} for you.`,
    holdUntil: (time: string) =>
      `Pay by ${time} to keep them: after that the order expires and they go back on sale.`,
    payNow: orders.payNow,
  },

  paymentReceived: {
    subject: (number: number) => `Receipt for your ${SHOP_NAME} order ${orderRef(number)}`,
    preview: 'Payment received: we are preparing your parcel.',
    heading: orders.timelineSteps.paid,
    thanks: (number: number) =>
      `Thank you: order ${orderRef(number)} is paid. We will email you again when it ships.`,
    paymentReference: 'Payment reference',
    paidOn: 'Paid on',
    /** The invoice is a PDF behind the customer's sign-in: the email names it and links to its page. */
    invoiceReady: (number: string) => `Your invoice ${number} is ready.`,
    downloadInvoice: 'Download it from your order’s page',
  },

  shipped: {
    subject: (number: number, orderName: string) =>
      `Your ${SHOP_NAME} order ${orderRef(number)} has shipped: ${orderName}`,
    preview: 'Your parcel is on its way.',
    heading: 'Your order is on its way',
    sent: (number: number) => `Order ${orderRef(number)} has left our workshop and is on its way to you.`,
    carrier: fieldLabels.carrier,
    trackingNumber: fieldLabels.trackingNumber,
    untracked: 'It travels without a tracking number, to the address below.',
  },

  cancelled: {
    subject: (number: number) => `Your ${SHOP_NAME} order ${orderRef(number)} was cancelled`,
    preview: 'Nothing was charged.',
    heading: 'Order cancelled',
    what: (number: number) =>
      `Order ${orderRef(number)} was cancelled before it was paid, so nothing was charged. Its items went back on sale.`,
  },

  expired: {
    subject: (number: number) => `Your ${SHOP_NAME} order ${orderRef(number)} expired unpaid`,
    preview: 'The reservation ended before payment.',
    heading: 'Your reservation has ended',
    what: (number: number) =>
      `Order ${orderRef(number)} was not paid before its reservation ended, so it expired and its items went back on sale. Nothing was charged.`,
    orderAgain: 'You are welcome to order them again while they are in stock.',
  },

  refunded: {
    subject: (amount: string, number: number) =>
      `Refund of ${amount} for your ${SHOP_NAME} order ${orderRef(number)}`,
    preview: 'Your refund, and where the money goes.',
    heading: 'We have refunded you',
    returnAccepted: 'We accepted your return.',
    amount: (amount: string, number: number) => `We refunded ${amount} of order ${orderRef(number)}.`,
    secondPayment: 'This order was already paid: this second payment is given back in full.',
    refundedItems: 'Refunded items',
    reason: 'Reason',
    creditNote: 'Credit note',
    refundedSoFar: orders.refundedTotal,
    goesTo: {
      card: 'The money goes back to the card you paid with; your bank may take a few days to show it.',
      cash: 'You paid cash on delivery: we give the money back to you in cash.',
      account: 'It comes off what you owe on your account with us: its credit note says so.',
      asPaid: 'The money goes back the way you paid.',
    },
  },

  returnRequested: {
    subject: (number: number) => `We received your return request for order ${orderRef(number)}`,
    preview: 'Our staff will answer with a refund or a note.',
    heading: 'Return request received',
    received: (number: number) => `We received your request to return items from order ${orderRef(number)}.`,
    itemsToReturn: 'Items to return',
    reason: 'Your reason',
    next: 'Our staff will look at your request and answer with a refund or with a note. We will email you either way.',
  },

  returnDeclined: {
    subject: (number: number) => `Your return request for order ${orderRef(number)} was declined`,
    preview: 'Our staff could not accept your return.',
    heading: orders.declined,
    declined: (number: number) => `We could not accept the return of items from order ${orderRef(number)}.`,
    staffNote: 'Our note',
    noNote: 'Our staff left no note.',
  },

  adminOrderPaid: {
    subject: (number: number, customerName: string) =>
      `Order ${orderRef(number)} paid by ${customerName}: ready to ship`,
    preview: 'A paid order is waiting to ship.',
    heading: 'A paid order is waiting to ship',
    paid: (number: number) => `Order ${orderRef(number)} is paid and waiting to be shipped.`,
    customer: fieldLabels.customer,
    shipIt: 'Open the order to ship it',
  },

  verifyEmail: {
    subject: `Confirm your email address for ${SHOP_NAME}`,
    preview: 'One click to confirm your address.',
    heading: 'Confirm your email address',
    why: `Confirm this address to finish setting up your ${SHOP_NAME} account.`,
    confirm: 'Confirm email address',
    notYou: 'If you did not create an account, ignore this email.',
  },

  passwordReset: {
    subject: `Reset your ${SHOP_NAME} password`,
    preview: 'Choose a new password within the hour.',
    heading: accountText.forgotTitle,
    why: `We received a request to reset the password of your ${SHOP_NAME} account.`,
    choose: 'Choose a new password',
    expires: 'The link expires in one hour.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },

  /** To a supplier: a purchase order, sent by staff. */
  purchaseOrder: {
    subject: (reference: string) => `Purchase order ${reference} from ${SHOP_NAME}`,
    preview: 'A purchase order: the tools, quantities and prices we would like to order.',
    heading: (reference: string) => `Purchase order ${reference}`,
    intro: (supplier: string) =>
      `Dear ${supplier}, please supply the following and reply with your delivery date.`,
    line: (name: string, quantity: number, unitCost: string) => `${name} × ${quantity} at ${unitCost} each`,
    total: 'Total',
    note: 'Note',
    reply: `Questions about this order? Reply to this email.`,
  },

  /** To every admin, once a day while any tool is low on stock. */
  lowStockDigest: {
    subject: (count: number) => `${count} ${count === 1 ? 'tool is' : 'tools are'} low on stock`,
    preview: 'What is low on stock today, with how many to order.',
    heading: 'Low on stock today',
    intro: 'These tools are below their low-stock threshold:',
    line: (name: string, stock: number, suggested: number, supplier: string | null) =>
      `${name}: ${stock} left, order ${suggested}${supplier ? ` from ${supplier}` : ''}`,
    open: 'Open Low stock',
  },

  counterReceipt: {
    subject: (number: number) => `Your receipt #${number} from ${SHOP_NAME}`,
    preview: 'Your receipt from the shop counter.',
    heading: 'Thank you for shopping with us',
    intro: (number: number) => `Here is your receipt #${number}. Keep it for returns.`,
    line: (name: string, quantity: number, total: string) => `${name} × ${quantity}: ${total}`,
    total: 'Total',
    rounding: 'Rounding',
    cash: 'Cash',
    card: 'Card',
    change: 'Change',
    returned: 'Returned',
    soldBy: 'Served by',
    register: 'Register',
    at: 'Time',
  },

  /** Under an account email's button, for mail apps that do not show buttons. */
  linkFallback: 'If the button does not work, open this link:',
} as const;
