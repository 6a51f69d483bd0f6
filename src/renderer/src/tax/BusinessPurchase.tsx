/**
 * A business purchase at checkout and on the purchase page (docs/tax.md): the business's name and its
 * GSTIN (or, under Bangladesh's VAT, its BIN), printed on the invoice and making the sale B2B. Folded
 * away until asked for; a shop with no tax regime has none.
 */
import { Checkbox, Collapse, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import type { ApiErrorBody } from '@shared/entities';
import { taxText } from '@shared/strings/labels/orderTax';
import { taxMessages } from '@shared/strings/taxMessages';
import type { TaxRegime } from '@shared/tax/regimes';
import { buyerBusinessProblems } from '@shared/tax/buyer';
import { buyerTaxIdSchema } from '@shared/tax/taxIds';
import { shopTax } from './shopTax';

// A type, not an interface: the zod resolver takes values of a record type.
type BusinessValues = {
  business: boolean;
  buyerBusinessName: string;
  buyerTaxId: string;
};

const BUYER_FIELDS = ['buyerBusinessName', 'buyerTaxId'] as const;

/**
 * The section's rules, the shared ones the server holds the order to: a name of at most 200
 * characters, and an id of the regime's own kind (a GSTIN's check character too) with the business's
 * name beside it. Both may be blank.
 */
const businessSchema = (regime: TaxRegime) =>
  z
    .object({
      business: z.boolean(),
      buyerBusinessName: z.string().trim().max(200, taxMessages.businessNameTooLong),
      buyerTaxId: z.string().trim(),
    })
    .superRefine(({ buyerBusinessName, buyerTaxId }, ctx) => {
      const problems = buyerBusinessProblems(regime, {
        businessName: buyerBusinessName || null,
        taxId: buyerTaxId || null,
      });
      for (const [path, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [path], message });
    });

export const useBusinessForm = () =>
  useForm<BusinessValues>({
    initialValues: { business: false, buyerBusinessName: '', buyerTaxId: '' },
    validate: zod4Resolver(businessSchema(shopTax().regime)),
  });

export type BusinessForm = ReturnType<typeof useBusinessForm>;

/** Whether the section is open and its fields are wrong; shut, it sends nothing and so is never wrong. */
export const businessHasErrors = (form: BusinessForm): boolean =>
  form.getValues().business && form.validate().hasErrors;

/**
 * What the order sends of the section: each field given, as the server keeps it (a GSTIN upper case,
 * a BIN without the hyphen its certificate prints); nothing while the section is shut.
 */
export function buyerFields(form: BusinessForm): { buyerBusinessName?: string; buyerTaxId?: string } {
  const { business, buyerBusinessName, buyerTaxId } = form.getValues();
  if (!business) return {};
  const name = buyerBusinessName.trim();
  const id = buyerTaxId.trim();
  return {
    ...(name && { buyerBusinessName: name }),
    ...(id && { buyerTaxId: buyerTaxIdSchema(shopTax().regime).parse(id) }),
  };
}

/** Shows the server's refusal of a buyer field on that field, opening the section; answers whether it did. */
export function showBuyerRefusals(form: BusinessForm, error: ApiErrorBody): boolean {
  const refused = (error.issues ?? []).filter((issue) =>
    (BUYER_FIELDS as readonly string[]).includes(issue.path),
  );
  if (refused.length > 0) form.setFieldValue('business', true);
  for (const issue of refused) form.setFieldError(issue.path, issue.message);
  return refused.length > 0;
}

export function BusinessPurchase({ form }: { form: BusinessForm }) {
  const { regime } = shopTax();
  if (regime === 'none') return null;
  const gst = regime === 'IN_GST';
  const open = form.values.business;
  return (
    <Stack gap="sm">
      <Checkbox
        label={taxText.businessPurchase}
        description={taxText.businessPurchaseHint(gst ? taxText.gstin : taxText.bin)}
        aria-controls="business-purchase"
        aria-expanded={open}
        {...form.getInputProps('business', { type: 'checkbox' })}
      />
      <Collapse expanded={open} id="business-purchase">
        <Stack gap="sm">
          <TextInput
            label={taxText.businessName}
            description={taxText.businessNameHint}
            autoComplete="organization"
            {...form.getInputProps('buyerBusinessName')}
          />
          <TextInput
            label={gst ? taxText.gstin : taxText.bin}
            description={gst ? taxText.gstinHint : taxText.binHint}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('buyerTaxId')}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
