/** Orders on every screen that shows them: lists, detail page, actions, live updates, packing slip. */
import type { OrderChannel, OrderEmail, OrderState } from '../../entities';
import type { OrderHistoryEvent } from '../../orderLifecycle';
import { fieldLabels, itemCount, timesOf } from './common';

/**
 * What each email about an order tells, as its timeline names it; a kind the shop adds later shows
 * by its own name until it has words here.
 */
const emailKinds: Record<string, string> = {
  orderPlaced: 'order confirmation',
  paymentReceived: 'payment receipt',
  shipped: 'shipping notice',
  cancelled: 'cancellation notice',
  expired: 'expiry notice',
  refunded: 'refund notice',
  returnRequested: 'return request received',
  returnDeclined: 'return declined',
  adminOrderPaid: 'paid order to ship, for staff',
  counterReceipt: 'counter receipt',
};

/** What each order state is called wherever an order is shown. */
const stateNames = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  shipped: 'Shipped',
  collected: 'Collected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
} as const satisfies Record<OrderState, string>;

/** What the timeline calls reaching each state. */
const timelineSteps = {
  unpaid: 'Order placed, items reserved',
  paid: 'Payment received',
  shipped: stateNames.shipped,
  collected: 'Sold at the counter and collected',
  cancelled: stateNames.cancelled,
  expired: 'Expired unpaid: items back on sale',
  refunded: 'Refunded in full',
} as const satisfies Record<OrderState, string>;

const ITEMS = 'Items';

export const orders = {
  /** In place of the email of a counter sale whose customer gave none. */
  walkInCustomer: 'Walk-in customer (no email given)',
  // My Orders and Manage All Orders: the original product's words, kept verbatim ('Emty', 'Cancle', 'Panding').
  columns: [
    fieldLabels.email,
    fieldLabels.itemName,
    'Item Price',
    'Item Quantity',
    fieldLabels.payment,
    fieldLabels.action,
  ],
  empty: 'Your Orders Are Emty',
  pay: 'Pay',
  cancel: 'Cancle',
  pending: 'Panding',

  // Every order's short number, as people read it aloud; the opaque id stays in URLs.
  number: (number: number) => `#${number}`,

  // The order lists, their filter and export.
  states: stateNames,
  /** Manage All Orders' first column: the number over the day it was placed. */
  orderColumn: 'Order',
  /** Under the summary name of an order of several products: what each line holds. */
  lineSummary: timesOf,
  manageOrdersColumns: [
    fieldLabels.email,
    fieldLabels.itemName,
    fieldLabels.quantity,
    fieldLabels.total,
    fieldLabels.payment,
  ],
  noOrdersYet: 'No orders yet',
  statusFilter: fieldLabels.status,
  allStates: 'All',
  /** Where an order was made: Manage All Orders' second filter, and a counter sale's mark in its rows. */
  channelFilter: 'Channel',
  allChannels: 'All',
  channels: { web: 'Web', counter: 'Counter' } satisfies Record<OrderChannel, string>,
  exportCsv: 'Export CSV',
  exported: 'The orders shown are saved as CSV',
  details: 'Details',
  detailsOf: (productName: string) => `Details of the order for ${productName}`,
  newOrder: (productName: string) =>
    `Your order for ${productName} is reserved. Pay now to complete it before the reservation ends.`,
  payNow: 'Pay now',

  // The order's detail page; its fields' names are in fieldLabels.
  title: 'Order details',
  orderNumber: (number: number) => `Order #${number}`,
  items: ITEMS,
  lineMath: timesOf,
  payment: fieldLabels.payment,
  placedOn: (date: string) => `Placed on ${date}`,
  company: 'Company',
  timeline: 'Timeline',
  timelineSteps,
  /** Each row of the order's history, by why it was written. */
  timelineEvents: {
    place: timelineSteps.unpaid,
    sell: timelineSteps.collected,
    pay: timelineSteps.paid,
    ship: timelineSteps.shipped,
    shipCod: 'Shipped: cash to collect on delivery',
    cancel: timelineSteps.cancelled,
    expire: timelineSteps.expired,
    refund: timelineSteps.refunded,
    returnSale: 'Returned in full at the counter',
    confirmCod: 'Cash on delivery confirmed with the customer',
    collectCod: 'Cash collected from the courier',
    undeliveredCod: 'Came back undelivered: items back in stock',
    shipAccount: 'Shipped on account: invoiced, due on the customer’s terms',
  } satisfies Record<OrderHistoryEvent, string>,
  /** Who made a step, shown to staff. */
  timelineBy: (email: string) => `By ${email}`,
  /** An email in the timeline: what it told, to whom, and whether it reached them. */
  emailKind: (kind: string) => emailKinds[kind] ?? kind,
  emailLines: {
    pending: (what: string, to: string) => `Email waiting to be sent: ${what} to ${to}`,
    sent: (what: string, to: string) => `Email sent: ${what} to ${to}`,
    failed: (what: string, to: string) => `Email not delivered: ${what} to ${to}`,
    dropped: (what: string, to: string) => `Email not sent: ${what} to ${to}`,
  } satisfies Record<OrderEmail['status'], (what: string, to: string) => string>,
  holdLeft: (time: string) => `Pay within ${time} to keep these items reserved.`,
  holdOver: 'The reservation has ended: this order expires in a moment.',
  expiredNote: 'This order expired unpaid and its items went back on sale. Order again from the tools.',
  shopAgain: 'Browse the tools',
  notFound: 'This order does not exist, or it is not yours.',
  backToMyOrders: 'Back to My Orders',
  backToAllOrders: 'Back to Manage All Orders',

  // Cancelling and shipping.
  cancelTitle: 'Cancel this order?',
  cancelBody: (productName: string) =>
    `The order for ${productName} will be deleted and its items go back on sale.`,
  keepOrder: 'Keep order',
  shippedToast: (number: number) => `Order #${number} has been shipped`,
  shipTitle: 'Ship this order',
  shipHint: 'Both are optional: the customer sees them on the order.',
  carrierPlaceholder: 'e.g. DHL, Pathao, Sundarban Courier',
  shipNow: 'Mark as shipped',
  updateTracking: 'Save tracking',
  trackingSaved: 'Tracking saved',

  // Refunds: the admin's form on a paid or shipped order, and what both sides then see.
  refunds: 'Refunds',
  refundedTotal: 'Refunded so far',
  /** The order page's button: what is left to refund, refunded in full unless the dialog says less. */
  refund: (amount: string) => `Refund ${amount}…`,
  refundTitle: (number: number) => `Refund order #${number}`,
  refundWhat: 'What to refund',
  refundItems: ITEMS,
  refundAmount: 'An amount',
  refundLeft: (amount: string) => `Left to refund: ${amount}`,
  refundQuantityOf: (name: string) => `Units of ${name} to refund`,
  refundAmountLabel: (currency: string) => `Amount (${currency})`,
  restock: 'Put the refunded items back on sale',
  refundDelivery: (amount: string) => `Give back the delivery charge too (${amount})`,
  refundReason: 'Reason (the customer sees it)',
  refundConfirm: (amount: string) => `Refund ${amount}`,
  refundSummary: {
    card: (amount: string) => `${amount} goes back to the card the customer paid with.`,
    cash: (amount: string) => `${amount} is given back to the customer in cash: they paid cash on delivery.`,
    account: (amount: string) =>
      `${amount} comes off what the customer owes on their account: its credit note says so.`,
    asPaid: (amount: string) => `${amount} goes back the way the customer paid.`,
  },
  refundNothing: 'Choose at least one unit, or an amount.',
  refundDone: (amount: string, number: number) => `Refunded ${amount} of order #${number}`,
  refundLine: timesOf,
  refundRestocked: 'Back on sale',
  refundPending: 'Waiting for the payment provider',
  refundExtraPayment: 'A second payment, given back in full',

  // Returns: the customer's request, and staff's answer.
  returnFilter: 'Return requested',
  askReturn: 'Ask for a return',
  askReturnUntil: (date: string) => `You can ask for a return until ${date}.`,
  returnTitle: (number: number) => `Return items from order #${number}`,
  returnHint: 'Choose how many of each you are sending back. Staff answer with a refund or a note.',
  returnQuantityOf: (name: string) => `Units of ${name} to return`,
  returnReason: 'What is wrong with them?',
  sendReturn: 'Ask for the return',
  returnNothing: 'Choose at least one unit to return.',
  returnSent: 'Your return request is sent: staff will answer on this order.',
  returnRequest: 'Return request',
  returnStatuses: { requested: 'Waiting for staff', refunded: stateNames.refunded, declined: 'Declined' },
  returnAskedOn: (date: string) => `Asked on ${date}`,
  returnNote: 'Answer from the shop',
  declineReturn: 'Decline…',
  declineTitle: 'Decline this return?',
  declineNote: 'Why (the customer sees it)',
  declineConfirm: 'Decline return',
  declined: 'Return declined',

  // What live updates say; an admin's as the desktop notification says it.
  live: {
    newPaidOrder: (number: number, name: string, units: number) =>
      `New paid order #${number} from ${name}: ${itemCount(units)}`,
    shipped: (number: number, productName: string) => `Your order #${number} for ${productName} has shipped`,
    expired: (number: number, productName: string) =>
      `Your unpaid order #${number} for ${productName} has expired`,
    refunded: (number: number) => `Order #${number} has been refunded: see its details`,
    returnRequested: (number: number) => `A return is requested for order #${number}`,
    returnDeclined: (number: number) =>
      `Your return request for order #${number} was declined: see its details`,
  },
} as const;

/** An order's printable packing slip; its fields' names are in fieldLabels. */
export const packingSlipText = {
  title: 'Packing slip',
  print: 'Print packing slip',
  printNow: 'Print',
  savePdf: 'Save as PDF',
  saved: 'Packing slip saved as PDF',
  back: 'Back',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  packed: 'Packed',
  packedLine: (quantity: number, name: string) => `Packed: ${timesOf(quantity, name)}`,
  signature: 'Received in good condition (name, signature, date)',
  packedBy: 'Packed by',
} as const;
