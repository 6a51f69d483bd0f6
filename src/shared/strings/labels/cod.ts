/** The words of delivery charges and cash on delivery on the shop's screens. */
import type { OrderPaymentMethod } from '../../orderStates';
import { digitalMethodNames, receiptText } from '../receipt';

export const codText = {
  paymentMethod: 'Payment method',
  card: 'Card',
  cashOnDelivery: 'Cash on delivery',
  cardHint: 'Pay now by card; we ship once it is paid.',
  codHint: 'Pay the courier in cash when the parcel arrives. We call you to confirm the order first.',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  deliveryIn: (zone: string) => `Delivery (${zone})`,
  deliveryAfterAddress: 'Delivery is worked out from the address: enter its country and city.',
  total: 'Total',
  placeCod: 'Place order: cash on delivery',
  haveReady: (amount: string) => `Cash on delivery: have ${amount} ready for the courier.`,
  /** Said as a cash-on-delivery order is placed, instead of asking to pay. */
  placed: (number: number, amount: string) => `Order #${number} placed: have ${amount} ready for the courier`,
  willCall: 'We will call you to confirm this order before it ships.',
  /** Right after Purchase Now, when the order is paid in cash on delivery: nothing to pay now. */
  placedFor: (productName: string) => `Your order for ${productName} is placed: you pay in cash on delivery.`,
  collectOnDelivery: (amount: string) => `Collect ${amount}`,
  owed: (amount: string) => `Still owed: ${amount}`,
  /** The courier's reference is staff's: the customer is told the cash alone. */
  collectedFact: (amount: string, reference: string | null) =>
    reference === null ? `${amount} collected` : `${amount} collected (courier reference ${reference})`,
  // Staff
  filterToConfirm: 'COD to confirm',
  filterToCollect: 'COD to collect',
  codBadge: 'COD',
  newCodOrder: (number: number, name: string) =>
    `New cash-on-delivery order #${number} from ${name}: call to confirm it`,
  confirm: 'Confirm',
  confirmed: (number: number) => `Order #${number} confirmed: it may ship`,
  collect: 'Cash collected',
  collectTitle: (number: number) => `Cash collected for order #${number}`,
  collectHint: "Record the cash the courier paid over for this parcel, with the courier's reference.",
  amount: 'Amount',
  dueRounded: (due: string, total: string) => `${due} in cash (the total ${total}, rounded)`,
  reference: 'Courier reference',
  partial: 'The courier paid less than the total',
  note: 'Note',
  record: 'Record the cash',
  collectedToast: (number: number) => `Cash recorded for order #${number}`,
  undelivered: 'Undelivered',
  undeliveredTitle: 'Parcel came back undelivered?',
  undeliveredBody: (number: number) => `Order #${number} will be cancelled and its items put back in stock.`,
  markUndelivered: 'Mark undelivered',
  keep: 'Keep it',
  undeliveredToast: (number: number) => `Order #${number} cancelled: its items are back in stock`,
  // Overview
  toConfirm: 'COD to confirm',
  toCollect: 'COD to collect',
  cashExpected: 'Cash expected from couriers',
  toConfirmHint: 'Cash-on-delivery orders to confirm with the customer by phone',
  toCollectHint: 'Shipped cash-on-delivery parcels whose cash is not recorded yet',
  cashExpectedHint: 'What the couriers owe for those parcels',
} as const;

/** How an order was paid, as its page names it: a web order's way, or a counter sale's. */
export const paymentMethodNames: Record<OrderPaymentMethod, string> = {
  card: codText.card,
  cod: codText.cashOnDelivery,
  account: 'On account',
  cash: receiptText.cash,
  upi: digitalMethodNames.upi,
  bkash: digitalMethodNames.bkash,
  nagad: digitalMethodNames.nagad,
  cash_and_card: 'Cash and card',
  cash_and_upi: `Cash and ${digitalMethodNames.upi}`,
  cash_and_bkash: `Cash and ${digitalMethodNames.bkash}`,
  cash_and_nagad: `Cash and ${digitalMethodNames.nagad}`,
  cash_and_account: 'Cash and on account',
};
