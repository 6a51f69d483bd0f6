/**
 * A business buying at the counter (docs/tax.md): its registered name, tax id (a GSTIN under GST, a
 * BIN under VAT, either with no regime) and address, checked as typed by the rules the server holds
 * them to, and sent with the sale so its invoice is made out to the business at its address.
 */
import { Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { counterText } from '@shared/strings/labels/counterScreen';
import { buyerAddressField, buyerBusinessFields, buyerBusinessProblems } from '@shared/tax/buyer';
import type { TaxRegime } from '@shared/tax/regimes';
import { buyerTaxIdSchema } from '@shared/tax/taxIds';

const t = counterText.pay.business;

export interface BusinessBuyerEntry {
  /** Whether the cashier opened the business's fields. */
  open: boolean;
  name: string;
  taxId: string;
  address: string;
}

export const NO_BUSINESS: BusinessBuyerEntry = { open: false, name: '', taxId: '', address: '' };

/** A business buyer as a counter sale sends it: each field only when given. */
export interface SaleBuyer {
  buyerBusinessName?: string;
  buyerTaxId?: string;
  buyerAddress?: string;
}

/** What is wrong with the business's fields as typed, by field; nothing while they are closed. */
export function businessBuyerProblems(
  entry: BusinessBuyerEntry,
  regime: TaxRegime,
): { name?: string; taxId?: string; address?: string } {
  if (!entry.open) return {};
  const name = buyerBusinessFields.buyerBusinessName.safeParse(entry.name);
  const address = buyerAddressField.safeParse(entry.address);
  const problems = buyerBusinessProblems(regime, {
    businessName: entry.name.trim() || null,
    taxId: entry.taxId.trim() || null,
    address: entry.address.trim() || null,
  });
  const nameProblem = name.success ? problems.buyerBusinessName : name.error.issues[0]?.message;
  const addressProblem = address.success ? problems.buyerAddress : address.error.issues[0]?.message;
  return {
    ...(problems.buyerTaxId && { taxId: problems.buyerTaxId }),
    ...(nameProblem && { name: nameProblem }),
    ...(addressProblem && { address: addressProblem }),
  };
}

/** The business's fields as the sale sends them: its name and its tax id as kept (a BIN without its hyphens). */
export function businessBuyerOf(entry: BusinessBuyerEntry, regime: TaxRegime): SaleBuyer {
  if (!entry.open) return {};
  const name = entry.name.trim();
  const address = entry.address.trim();
  const taxId = entry.taxId.trim() === '' ? null : buyerTaxIdSchema(regime).safeParse(entry.taxId);
  return {
    ...(name && { buyerBusinessName: name }),
    ...(taxId?.success && { buyerTaxId: taxId.data }),
    ...(address && { buyerAddress: address }),
  };
}

/**
 * The business buyer's fields under their switch. `offlineTill`: a till that keeps sales offline (the
 * desktop's) says what becomes of such a sale's invoice.
 */
export function BusinessBuyerFields({
  entry,
  regime,
  offlineTill,
  onChange,
}: {
  entry: BusinessBuyerEntry;
  regime: TaxRegime;
  offlineTill: boolean;
  onChange: (entry: BusinessBuyerEntry) => void;
}) {
  const problems = businessBuyerProblems(entry, regime);
  return (
    <Stack gap="xs">
      <Checkbox
        label={t.toggle}
        checked={entry.open}
        onChange={(event) => onChange({ ...entry, open: event.currentTarget.checked })}
      />
      {entry.open && (
        <>
          <TextInput
            label={t.name}
            value={entry.name}
            maxLength={200}
            autoComplete="organization"
            onChange={(event) => onChange({ ...entry, name: event.currentTarget.value })}
            error={entry.name !== '' || entry.taxId !== '' ? problems.name : undefined}
          />
          <TextInput
            label={t.taxId[regime]}
            value={entry.taxId}
            autoComplete="off"
            onChange={(event) => onChange({ ...entry, taxId: event.currentTarget.value })}
            error={problems.taxId}
          />
          <Textarea
            label={t.address}
            value={entry.address}
            maxLength={300}
            autosize
            minRows={2}
            autoComplete="street-address"
            onChange={(event) => onChange({ ...entry, address: event.currentTarget.value })}
            error={
              entry.name !== '' || entry.taxId !== '' || entry.address !== '' ? problems.address : undefined
            }
          />
          {offlineTill && (
            <Text size="sm" c="dimmed">
              {t.offline}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
