/**
 * A product's tax fields held to the shop's regime (docs/tax.md): a rate from its list, and under GST
 * an HSN code of 4, 6 or 8 digits, which a new product must give. The shared schema checks their
 * shape; only the server knows the regime.
 */
import { taxMessages } from '../../shared/strings/taxMessages';
import { isRateOf, taxRateExpected } from '../../shared/tax/regimes';
import type { TaxConfig } from '../config';
import { badRequest } from '../http/errors';

const GST_HSN = /^(\d{4}|\d{6}|\d{8})$/;

export function checkProductTax(
  tax: Pick<TaxConfig, 'regime'>,
  fields: { taxRate?: number | null | undefined; hsnCode?: string | null | undefined },
  creating: boolean,
): void {
  const { regime } = tax;
  if (regime === 'none') return;
  if (fields.taxRate != null && !isRateOf(regime, fields.taxRate))
    throw badRequest(taxRateExpected(regime), 'taxRate');
  if (regime !== 'IN_GST') return;
  const hsn = fields.hsnCode;
  if ((hsn != null && !GST_HSN.test(hsn)) || (creating && hsn == null) || (hsn === null && !creating))
    throw badRequest(taxMessages.hsnRequired, 'hsnCode');
}
