/**
 * A business buying (docs/tax.md): its name and tax id, given at checkout or at the counter, printed
 * on the invoice, and what makes a sale B2B. The id is a GSTIN or a 13-digit BIN by its shape; the
 * server holds it to its regime's kind.
 */
import { z } from 'zod';
import { text } from '../plainText';
import { taxMessages } from '../strings/taxMessages';
import type { TaxRegime } from './regimes';
import { isBin, isGstin } from './taxIds';

export interface BuyerBusiness {
  businessName: string | null;
  taxId: string | null;
}

/** Blank is none; otherwise trimmed (and a GSTIN upper-cased). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const buyerBusinessFields = {
  buyerBusinessName: z
    .preprocess(blankToNull, text().max(200, taxMessages.businessNameTooLong).nullable())
    .optional()
    .describe('A business buyer’s registered name, printed on the invoice'),
  buyerTaxId: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .transform((id) => id.toUpperCase())
        .refine((id) => isGstin(id) || isBin(id), taxMessages.taxIdShape)
        .nullable(),
    )
    .optional()
    .describe('A business buyer’s GSTIN (India) or BIN (Bangladesh): makes the sale B2B'),
};

/** The tax id a regime's invoices may carry: a GSTIN under GST, a BIN under VAT, either with none. */
export function buyerTaxIdFits(regime: TaxRegime, taxId: string): boolean {
  if (regime === 'IN_GST') return isGstin(taxId);
  if (regime === 'BD_VAT') return isBin(taxId);
  return isGstin(taxId) || isBin(taxId);
}
