/**
 * The tax ids a seller and a B2B buyer give, and the goods' HSN codes. India's GSTIN is 15 characters:
 * the state's GST code, the holder's PAN, an entity character (1-9, then A-Z: the holder's registrations
 * in that state), 'Z' (GSTN issues every normal, composition and SEZ registration with it), and a check
 * character. Bangladesh's BIN is 13 digits. The predicates take a value as kept (upper case, trimmed);
 * the schemas take it as typed and keep it so.
 */
import { z } from 'zod';
import { taxMessages as m } from '../strings/taxMessages';
import { indianState } from './indianStates';
import type { TaxRegime } from './regimes';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST's check character for a GSTIN's first 14 characters (Luhn mod 36): each character's value (0-9,
 * A-Z as 10-35) times 1 and 2 alternately from the first, the product's base-36 digits summed; the check
 * is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` (upper case, trimmed) is no GSTIN, or null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return m.gstinShape;
  if (indianState(gstinStateCode(gstin)) === null) return m.gstinState;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return m.gstinCheck;
  return null;
}

/** Whether `gstin` is a GSTIN as kept: upper case, no spaces, a real state's code, its check right. */
export const isGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** The GST code of the state that registered `gstin`: its first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/** Whether `bin` is a BIN as kept: 13 digits. */
export const isBin = (bin: string): boolean => /^\d{13}$/.test(bin);

/** A GSTIN as typed: spaces around it dropped, letters made upper case. */
export const gstinSchema = z
  .string({ error: m.gstinShape })
  .trim()
  .toUpperCase()
  .superRefine((gstin, ctx) => {
    const problem = gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A BIN as typed. Spaces and hyphens are dropped: certificates print it as its 9-digit registration and
 * 4-digit branch parts, 000123456-0101.
 */
export const binSchema = z
  .string({ error: m.binShape })
  .transform((bin) => bin.replace(/[\s-]/g, ''))
  .refine(isBin, m.binShape);

/**
 * A buyer's tax id under `regime`: a GSTIN in India, a BIN in Bangladesh. With no regime the shop keeps
 * whichever the buyer gives, told apart by shape (13 digits or 15 characters) and checked as such.
 */
export function buyerTaxIdSchema(regime: TaxRegime) {
  if (regime === 'IN_GST') return gstinSchema;
  if (regime === 'BD_VAT') return binSchema;
  return z
    .string({ error: m.taxIdShape })
    .trim()
    .toUpperCase()
    .transform((taxId, ctx) => {
      const digits = taxId.replace(/[\s-]/g, '');
      if (isBin(digits)) return digits;
      const problem = taxId.length === 15 ? gstinProblem(taxId) : m.taxIdShape;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return taxId;
    });
}

/** An HS code without the dots and spaces it is often written with: 8205.10.00 → 82051000. */
const hsDigits = (code: string): string => code.replace(/[\s.]/g, '');

/** Whether `code` (digits only) is an HSN code GST takes: the tariff's heading, sub-heading or full code. */
export const isGstHsnCode = (code: string): boolean => /^(\d{4}|\d{6}|\d{8})$/.test(code);

/**
 * Why a product's HSN code (digits as kept; null: none; undefined: not sent) does not do under `regime`,
 * or null when it does. GST requires one of 4, 6 or 8 digits: a new product must give it, and an edit
 * may leave it as it is but never clear it. Elsewhere the field's own shape is the only rule.
 */
export function productHsnProblem(
  regime: TaxRegime,
  hsn: string | null | undefined,
  creating: boolean,
): string | null {
  if (regime !== 'IN_GST') return null;
  if (hsn === undefined) return creating ? m.hsnRequired : null;
  return hsn !== null && isGstHsnCode(hsn) ? null : m.hsnRequired;
}

/**
 * A product's HSN code under `regime`. GST requires one of 4, 6 or 8 digits (the tariff's heading,
 * sub-heading or full code). Bangladesh's tariff has 8-digit H.S. codes, and Mushak-6.3 does not require
 * one: optional, 4 to 8 digits; likewise with no regime, where nothing prints it. Blank is none.
 */
export function hsnCodeSchema(regime: TaxRegime) {
  if (regime === 'IN_GST')
    return z.string({ error: m.hsnRequired }).transform(hsDigits).refine(isGstHsnCode, m.hsnRequired);
  return z
    .string({ error: m.hsCodeShape })
    .nullish()
    .transform((code) => (code ? hsDigits(code) : '') || undefined)
    .refine((code) => code === undefined || /^\d{4,8}$/.test(code), m.hsCodeShape);
}
