/**
 * A product's and a category's tax fields held to the shop's regime (docs/tax.md): a rate from its
 * list, and under GST a product's HSN code of 4, 6 or 8 digits, which a new product must give. The
 * rules are src/shared/tax's, which the dashboard's forms check with too; only the server knows the
 * regime for certain.
 */
import { taxRateProblem } from '../../shared/tax/regimes';
import { productHsnProblem } from '../../shared/tax/taxIds';
import type { TaxConfig } from '../config';
import { badRequest } from '../http/errors';

/** A rate from the regime's list, or none (null or not sent): 400 naming `taxRate` otherwise. */
export function checkTaxRate(tax: Pick<TaxConfig, 'regime'>, rate: number | null | undefined): void {
  const problem = rate == null ? null : taxRateProblem(tax.regime, rate);
  if (problem) throw badRequest(problem, 'taxRate');
}

export function checkProductTax(
  tax: Pick<TaxConfig, 'regime'>,
  fields: { taxRate?: number | null | undefined; hsnCode?: string | null | undefined },
  creating: boolean,
): void {
  checkTaxRate(tax, fields.taxRate);
  const problem = productHsnProblem(tax.regime, fields.hsnCode, creating);
  if (problem) throw badRequest(problem, 'hsnCode');
}
