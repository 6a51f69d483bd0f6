import { toasts } from './labels/toasts';

/** The validation messages of the shared zod schemas (src/shared/schemas.ts), on client and server alike. */

/**
 * Spec §5's messages are the original product's words, kept verbatim (trailing spaces included);
 * the ones the spec leaves unnamed are ours.
 */
export const messages = {
  fullNameRequired: 'Full Name is required',
  fullNameMin: 'Name must be at least 3 characters or longer',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  /** The spec's sign-up toast, said again under the reset page's second box. */
  passwordsDiffer: toasts.confirmPasswordMismatch,
  phoneRequired: 'Phone number is required',
  phoneNumeric: 'Phone number must contain digits only',
  imageRequired: 'Image is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal code is required',
  postalCodeNumeric: 'Postal code must be a number',
  countryInvalid: 'Choose Bangladesh or India',
  quantityRequired: 'Quantity is required',
  quantityMin: (n: number) => `You must take a minimum of ${n} products `,
  quantityMax: (n: number) => `You must take a maximum of ${n} products `,
  productNameRequired: 'Product name is required',
  productNameMin: 'Product name must be at least 3 characters',
  productDescriptionRequired: 'Product description is required',
  minimumOrderRequired: 'Minimum Order Quantity is required',
  availableQuantityRequired: 'Available Quantity is required',
  priceRequired: 'Product Price is required',
  pricePositive: 'Product Price must be greater than 0',
  wholeNumber: 'Must be a whole number of 0 or more',
  wholeNumberMax: (n: number) => `Must be at most ${n}`,
  nulCharacter: 'Remove the invisible NUL character from this text',
  reviewRequired: 'Review text is required',
  ratingRequired: toasts.selectRating,
  urlInvalid: 'Enter a full link starting with https://',
  tnxIdRequired: 'Transaction id is required',
  recipientRequired: 'Recipient name is required',
  streetRequired: 'Street address is required',
  tooLong: (max: number) => `Keep this to ${max} characters or fewer`,
  unprintable: 'Remove the invisible control or text-direction characters from this line',
  productIdRequired: 'productId is required',
  orderIdRequired: 'orderId is required',
  intentIdRequired: 'intentId is required',
  clientSecretRequired: 'clientSecret is required',
  orderNeedsLines: 'Add at least one tool to the order',
  tooManyLines: (max: number) => `An order can hold at most ${max} different tools`,
  duplicateLine: 'This tool is already in the order: change its quantity instead',
  linesOrProduct: 'Send either productId and quantity, or lines, not both',
  nothingToChange: 'Send at least one field to change',
  refundReasonRequired: 'Say why this is refunded',
  refundAmountPositive: 'The amount must be more than $0.00',
  refundAmountOrShipping:
    'An amount is what it says: send shipping only with lines, or with neither (everything left)',
  refundShippingDone: 'The delivery charge has already been refunded',
  paymentMethodInvalid: 'Choose card or cash on delivery',
  refundAmountMissing: 'Give the amount in dollars, or leave it out to refund everything left',
  refundAmountOrLines: 'Refund either some items or an amount, not both',
  refundMoreThanPaid: (left: string) => `That is more than is left to refund (${left})`,
  refundLineUnknown: 'This tool is not in the order',
  refundLineTooMany: (left: number) =>
    `Only ${left} of this line ${left === 1 ? 'is' : 'are'} left to refund`,
  refundNothingLeft: 'Nothing is left to refund on this order',
  returnReasonRequired: 'Say what is wrong with the items',
  returnNoteRequired: 'Tell the customer why',
} as const;

/** An incomplete card in the sandbox card form: Stripe's own words, so it reads as Stripe's form does. */
export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;
