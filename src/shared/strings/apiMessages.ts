import { landing } from './labels/storefront';

/** What the API answers: the `message` of its error bodies (docs/contract.md); the client reacts to 'forbidden'. */
export const apiErrors = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not found',
  invalidRequest: 'Invalid request',
  orderPaid: 'A paid order cannot be cancelled',
  orderNotPaid: 'Only paid orders can be shipped',
  counterSaleNotShipped: 'A counter sale is handed over at the till: it is never shipped',
  orderAlreadyPaid: 'This order is already paid',
  orderRefunded: 'This order has been refunded in full',
  refundNeedsPayment: 'Only a paid or shipped order can be refunded',
  refundFailed: (why: string) => `The refund was not made: ${why}`,
  reviewNeedsPurchase: 'Only customers who bought this tool can review it. Buy it, and review it once paid.',
  badReturnFilter: 'return must be "requested"',
  badCodFilter: 'cod must be to-confirm or to-collect',
  badChannelFilter: 'channel must be web or counter',
  returnNotShipped: 'Only a shipped order can be returned',
  returnNotCollected: 'A cash-on-delivery order can be returned once it is delivered and paid',
  returnTooLate: (days: number) => `Returns are accepted within ${days} days of shipping`,
  returnAlreadyRequested: 'A return is already requested for this order',
  noReturnRequested: 'This order has no return request waiting',
  returnDeclined: 'The return of this order was declined; it cannot be asked for again',
  badIdempotencyKey: 'Idempotency-Key must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was sent with a different refund: a new refund needs a new key',
  refundedAtProvider: 'Refunded at the payment provider',
  refundUnconfirmed:
    'The payment provider did not answer, so this refund is not confirmed. Try again: the same refund is never made twice.',
  secondPaymentRefunded: 'This order was already paid: the second payment has been refunded in full.',
  demoteSelf: 'You cannot remove your own admin rights: ask another admin to do it.',
  lastAdmin: 'The shop needs at least one admin: make someone else an admin first.',
  orderExpired: 'This order expired unpaid and its items went back on sale. Please order again.',
  orderTooLarge: 'This order is too large to pay by card: take fewer products',
  orderTooLargeOnAccount: 'This order is too large for one order on account: take fewer products',
  tooManyOpenOrders: (max: number) =>
    `You already have ${max} unpaid orders. Pay or cancel one of them in My Orders before ordering more.`,
  tooManyHeld: (most: number, name: string) =>
    `You can hold at most ${most} of ${name} in unpaid orders. Pay for or cancel one in My Orders before ordering more.`,
  outOfStock: 'Not enough stock left for this quantity',
  noLongerSold: 'This tool is no longer for sale',
  /** A line of a product with several variants names none: the product's first option is asked for. */
  chooseOption: (option: string) => `Choose a ${option}`,
  soldOut: landing.soldOut,
  cartFull: (max: number) => `A cart holds at most ${max} different tools`,
  paymentNotVerified: 'Payment could not be verified',
  webhookSignatureMissing: 'Missing webhook signature',
  webhookSignatureInvalid: 'Invalid webhook signature',
  tooLarge: 'The request is too large',
  imageType: 'Upload a JPEG, PNG, WebP or GIF image',
  imageMissing: 'Attach an image in the field "image"',
  rateLimited: 'Too many requests, try again shortly',
  emailMismatch: 'The signed-in identity does not match this email',
  imageQuota: 'You have stored as many images as you may; images nothing uses are removed after a while',
  staleProduct: 'Someone else changed this product since you opened it',
  productVersionRequired:
    "Send the version of the product you edited (If-Match), so no one else's changes are overwritten",
  badPage: 'page must be a whole number of 1 or more',
  badPageSize: 'pageSize must be a whole number from 1 to 100',
  badSort: 'sort is not one of the orders this list offers',
  badOrderState: 'state must be one of unpaid, paid, shipped, collected, expired, refunded or cancelled',
  emailWithPage: 'email looks up one user: it cannot be combined with page, pageSize, q or sort',
  internal: 'Something went wrong on our side',
  identityUnavailable: 'The sign-in service cannot be reached; try again shortly',
  passwordResetSent:
    'If an account uses this address, a link to set a new password is on its way. Check your inbox.',
  tooManyPasswordResets: 'Too many reset links were asked for this address. Try again in an hour.',
} as const;

/** Why the sandbox payment driver refuses a refund: Stripe's words where it has them. */
export const refundDeclines = {
  sandbox: 'The card issuer declined the refund (the sandbox declines every refund of $13.13).',
  moreThanCharged: 'Refund amount is greater than unrefunded amount on charge.',
} as const;

/** Why the sandbox payment driver declines a card: Stripe's own words for its test cards. */
export const cardDeclines = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is in the past.",
} as const;
