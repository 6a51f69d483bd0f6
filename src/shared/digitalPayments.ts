/**
 * Digital payments at the counter (docs/counter.md): UPI, bKash and Nagad. What switches each on (the
 * shop's UPI id or merchant number), the shape of the reference that confirms a payment, the UPI link
 * its QR code carries and the note that names the sale to the payer. Written once for the server's
 * settings and checks and the till's form.
 */
import { z } from 'zod';
import type { Currency } from './currency';
import type { DigitalPaymentMethod } from './orderStates';
import { digitalPaymentErrors as d } from './strings/counterMessages';

/** Each digital payment's money: UPI moves rupees, bKash and Nagad taka. */
export const DIGITAL_PAYMENT_CURRENCY: Record<DigitalPaymentMethod, Currency> = {
  upi: 'INR',
  bkash: 'BDT',
  nagad: 'BDT',
};

/** A UPI virtual payment address, e.g. shop@okbank: a handle, `@`, the payment app's bank name. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** A Bangladeshi mobile number, 01 then an operator's digit (3–9) and 8 more: bKash and Nagad wallets. */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;

/**
 * What confirms each method's payment, as the payer's app shows it. UPI: the 12-digit UTR (NPCI's
 * reference). bKash: its 10-character transaction id. Nagad publishes no format; its ids seen are 8 to
 * 12 letters and digits, which is what the shop takes.
 */
const REFERENCE_PATTERNS: Record<DigitalPaymentMethod, RegExp> = {
  upi: /^\d{12}$/,
  bkash: /^[A-Z0-9]{10}$/,
  nagad: /^[A-Z0-9]{8,12}$/,
};

/** A reference as typed, the way it is kept: no spaces, letters upper-case (apps show them so). */
export const normalisedReference = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Why `typed` is not a reference of `method`, or null when it is one. */
export function referenceProblem(method: DigitalPaymentMethod, typed: string): string | null {
  return REFERENCE_PATTERNS[method].test(normalisedReference(typed)) ? null : d.referenceShape[method];
}

/** A reference of `method` in a request: normalised, then checked by its rule. */
export const referenceField = (method: DigitalPaymentMethod) =>
  z
    .string({ error: d.referenceShape[method] })
    .transform(normalisedReference)
    .refine((reference) => referenceProblem(method, reference) === null, d.referenceShape[method]);

/** The link a UPI app opens from the till's QR code: pay `amountCents` to the shop, with `note`. */
export function upiPayLink({
  upiId,
  payee,
  amountCents,
  note,
}: {
  upiId: string;
  payee: string;
  amountCents: number;
  note: string;
}): string {
  const amount = (amountCents / 100).toFixed(2);
  return `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payee)}&am=${amount}&cu=INR&tn=${encodeURIComponent(note)}`;
}

/**
 * What a digital payment's note says, from the till's `saleId` before the sale is recorded: the payer's
 * app shows it, and the server keeps the saleId it comes from.
 */
export const saleNote = (saleId: string): string =>
  `SALE-${saleId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
