/** What the API answers, and what its forms say, about cash on delivery and delivery charges. */

export const codErrors = {
  switchedOff: 'Cash on delivery is not offered at the moment: pay by card instead',
  overLimit: (max: string, total: string) =>
    `Cash on delivery is for orders up to ${max}; this one comes to ${total}. Pay by card, or order less.`,
  tooManyOpen: (max: number) =>
    `You already have ${max} cash-on-delivery orders waiting for delivery. Pay by card, or wait until one is delivered.`,
  payByCard: 'This order is paid in cash on delivery: there is nothing to pay by card',
  notCod: 'This order is not a cash-on-delivery order',
  cancelled: 'This order has been cancelled',
  alreadyConfirmed: 'This order has already been confirmed with the customer',
  confirmFirst: 'Confirm this cash-on-delivery order with the customer before shipping it',
  notShipped: 'Only a shipped cash-on-delivery order can be collected or marked undelivered',
  alreadyCollected: 'The cash for this order has already been recorded',
  notUnpaid: 'Only an order waiting to ship can be confirmed',
  amountNotTotal: (total: string) =>
    `The courier's cash must be the order's total in cash, ${total}; for less, mark it partial and say why in the note`,
  partialTooMuch: (total: string) => `A partial collection is less than the order's total, ${total}`,
  amountNotOwed: (owed: string) =>
    `The courier's cash must be what is still owed, ${owed}; for less, mark it partial and say why in the note`,
  partialTooMuchOwed: (owed: string) => `A partial collection is less than what is still owed, ${owed}`,
  partialNeedsNote: 'Say in the note why the courier paid less than the total',
  referenceRequired: "Enter the courier's reference for this payment",
  amountRequired: 'Enter the cash the courier paid',
} as const;
