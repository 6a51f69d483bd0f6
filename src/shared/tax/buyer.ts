/**
 * A business buying (docs/tax.md): its name and tax id, given at checkout or at the counter, printed
 * on the invoice, and what makes a sale B2B. The wire takes any id of a tax id's length; the shop's
 * regime says which kind it must be (`buyerTaxIdSchema`), on the form, at the till and on the server.
 */
import { z } from 'zod';
import { text } from '../plainText';
import { taxMessages } from '../strings/taxMessages';
import type { TaxRegime } from './regimes';
import { buyerTaxIdSchema } from './taxIds';

export interface BuyerBusiness {
  businessName: string | null;
  taxId: string | null;
  /**
   * The business's address, where a sale asks it (the counter's, which has no delivery address);
   * absent where the delivery address is the buyer's (checkout), or a sale taken offline named none.
   */
  address?: string | null;
}

/** Blank is none; otherwise trimmed. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A GSTIN's 15 characters, or a BIN's 13 digits written with the hyphen and spaces of its certificate. */
const TAX_ID_MAX_LENGTH = 20;

export const buyerBusinessFields = {
  buyerBusinessName: z
    .preprocess(blankToNull, text().max(200, taxMessages.businessNameTooLong).nullable())
    .optional()
    .describe('A business buyer’s registered name, printed on the invoice'),
  buyerTaxId: z
    .preprocess(blankToNull, z.string().trim().max(TAX_ID_MAX_LENGTH, taxMessages.taxIdShape).nullable())
    .optional()
    .describe(
      'A business buyer’s GSTIN (India) or BIN (Bangladesh): makes the sale B2B; needs buyerBusinessName',
    ),
};

/** A counter sale's business buyer's address, printed on its invoice. */
export const buyerAddressField = z
  .preprocess(blankToNull, text(undefined, 'lines').max(300, taxMessages.buyerAddressTooLong).nullable())
  .optional()
  .describe('A business buyer’s address, one line per part: needed with buyerTaxId at the counter');

/** What is wrong with a business buyer, by field (see `checkBuyerBusiness`). */
export interface BuyerBusinessProblems {
  buyerTaxId?: string;
  buyerBusinessName?: string;
  buyerAddress?: string;
}

/**
 * A business buyer under `regime`: what is wrong with it, by field, or nothing (a tax id of the
 * regime's own kind; and, with one, the business's name and, where the sale asks it, its address,
 * since a registered buyer's invoice is made out to it at its address: GST's Rule 46, Mushak-6.3);
 * and the buyer as kept (a GSTIN upper case, a BIN without its hyphens).
 */
export function checkBuyerBusiness(
  regime: TaxRegime,
  buyer: BuyerBusiness,
): { problems: BuyerBusinessProblems; kept: BuyerBusiness } {
  if (buyer.taxId === null) return { problems: {}, kept: buyer };
  const taxId = buyerTaxIdSchema(regime).safeParse(buyer.taxId);
  return {
    problems: {
      ...(!taxId.success && { buyerTaxId: taxId.error.issues[0]?.message }),
      ...(buyer.businessName === null && { buyerBusinessName: taxMessages.businessNameRequired }),
      ...(buyer.address === null && { buyerAddress: taxMessages.buyerAddressRequired }),
    },
    kept: taxId.success ? { ...buyer, taxId: taxId.data } : buyer,
  };
}

/** What is wrong with a business buyer under `regime`, by field, as a form checks it while typed. */
export const buyerBusinessProblems = (regime: TaxRegime, buyer: BuyerBusiness): BuyerBusinessProblems =>
  checkBuyerBusiness(regime, buyer).problems;
