/**
 * The product form's tax fields (docs/tax.md): under a regime, its rate (or none of its own: its
 * category's, else the shop's default), its HSN code and its unit. They are checked by the same rules
 * the server holds them to (src/shared/tax), and with no regime neither asked nor sent.
 */
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taxFieldText as t } from '@shared/strings/labels/taxFields';
import { taxRateProblem } from '@shared/tax/regimes';
import { productHsnProblem } from '@shared/tax/taxIds';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { type ShopTax } from '../../../tax/shopTax';
import { rateChoices, rateOfChoice } from './taxRateChoices';

/** The form's tax values as its inputs hold them (a type, as the form's values are, for the resolver). */
export type TaxFormValues = {
  /** '' for none of its own. */
  taxRate: string;
  hsnCode: string;
  unit: string;
};

/** A new product's: none of its own rate, no code, sold in pieces. */
export const NEW_PRODUCT_TAX: TaxFormValues = { taxRate: '', hsnCode: '', unit: 'pcs' };

/** The form's rate as the select holds it, made the API's (null for none); the shared schema checks the rest. */
export const taxRateFormField = z.string().transform(rateOfChoice);

/** An HSN code as the shared schema keeps it: without its dots and spaces, null when blank. */
const hsnAsKept = (typed: string): string | null => typed.replace(/[\s.]/g, '') || null;

/**
 * What the regime's rules say of the tax fields, by field: a rate off its list (one the product had
 * before), and under GST an HSN code missing or of the wrong length.
 */
export function taxFieldErrors(
  values: TaxFormValues,
  tax: ShopTax,
  creating: boolean,
): Record<string, string> {
  if (tax.regime === 'none') return {};
  const errors: Record<string, string> = {};
  const rate = rateOfChoice(values.taxRate);
  const rateProblem = rate === null ? null : taxRateProblem(tax.regime, rate);
  if (rateProblem) errors.taxRate = rateProblem;
  const hsnProblem = productHsnProblem(tax.regime, hsnAsKept(values.hsnCode), creating);
  if (hsnProblem) errors.hsnCode = hsnProblem;
  return errors;
}

/** The fields to send: the tax fields only under a regime, so a shop with none sends the spec's body. */
export function withTaxFields<Fields extends { taxRate?: unknown; hsnCode?: unknown; unit?: unknown }>(
  fields: Fields,
  tax: ShopTax,
): Fields | Omit<Fields, 'taxRate' | 'hsnCode' | 'unit'> {
  if (tax.regime !== 'none') return fields;
  const { taxRate: _rate, hsnCode: _hsn, unit: _unit, ...untaxed } = fields;
  return untaxed;
}

/**
 * The rate, HSN code and unit, under a regime. None of its own rate is named by the rate it then takes:
 * the chosen category's own, else the shop's default.
 */
export function TaxFields<Values extends TaxFormValues & { categoryId: string }>({
  form,
  tax,
}: {
  form: UseFormReturnType<Values>;
  tax: ShopTax;
}) {
  const categories = useQuery({ queryKey: queryKeys.categories, queryFn: () => call('listCategories') });
  if (tax.regime === 'none') return null;
  const values = form.getValues();
  const categoryRate = categories.data?.find((c) => c._id === values.categoryId)?.taxRate ?? null;
  const defaultLabel = categoryRate === null ? t.shopDefault(tax.defaultRate) : t.categoryRate(categoryRate);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NativeSelect
        label={t.rate}
        description={t.productRateHint}
        data={rateChoices(tax, defaultLabel, values.taxRate)}
        {...form.getInputProps('taxRate')}
      />
      <TextInput
        label={t.hsnCode[tax.regime]}
        description={t.hsnHint[tax.regime]}
        required={tax.regime === 'IN_GST'}
        inputMode="numeric"
        maxLength={12}
        {...form.getInputProps('hsnCode')}
      />
      <TextInput label={t.unit} description={t.unitHint} maxLength={8} {...form.getInputProps('unit')} />
    </SimpleGrid>
  );
}
