import { NativeSelect, Select, TextInput, type TextInputProps } from '@mantine/core';
import { COUNTRIES } from '@shared/entities';
import type { ShippingInput } from '@shared/schemas';
import { fieldLabels } from '@shared/strings/labels/common';
import { taxText } from '@shared/strings/labels/orderTax';
import { purchase as t } from '@shared/strings/labels/storefront';
import { INDIAN_STATES } from '@shared/tax/indianStates';
import { asksRegion, type ShippingForm } from './shippingForm';

/** A text field of the address: its label and the autofill it asks the browser for. */
interface AddressInput extends Pick<TextInputProps, 'label' | 'autoComplete' | 'type' | 'inputMode'> {
  field: Exclude<keyof ShippingInput, 'country' | 'region'>;
}

/** The text fields above the country, in the order a label prints them. */
const ABOVE_COUNTRY: readonly AddressInput[] = [
  { field: 'fullName', label: t.recipient, autoComplete: 'name' },
  { field: 'addressLine1', label: t.street, autoComplete: 'address-line1' },
  { field: 'addressLine2', label: t.street2, autoComplete: 'address-line2' },
  { field: 'company', label: t.company, autoComplete: 'organization' },
  { field: 'city', label: fieldLabels.city, autoComplete: 'address-level2' },
  { field: 'postalCode', label: fieldLabels.postalCode, inputMode: 'numeric', autoComplete: 'postal-code' },
];
const PHONE: AddressInput = { field: 'phone', label: fieldLabels.phone, type: 'tel', autoComplete: 'tel' };

const STATE_NAMES = INDIAN_STATES.map((state) => state.name);

/**
 * India's 36 states and union territories, to type into or pick from: asked under GST, since the
 * state an order goes to decides its tax.
 */
function RegionSelect({ form }: { form: ShippingForm }) {
  const { value, error, onFocus, onBlur } = form.getInputProps('region');
  return (
    <Select
      label={taxText.region}
      placeholder={taxText.regionPlaceholder}
      nothingFoundMessage={taxText.regionNotFound}
      data={STATE_NAMES}
      searchable
      required
      autoComplete="address-level1"
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(state) => form.setFieldValue('region', state ?? '')}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
    />
  );
}

/** The delivery address's fields, in the order a label prints them: the purchase page, checkout and profile. */
export function AddressFields({ form }: { form: ShippingForm }) {
  const textInput = ({ field, ...props }: AddressInput) => (
    <TextInput key={field} {...props} {...form.getInputProps(field)} />
  );
  const country = form.getInputProps('country');
  const asked = asksRegion(form.values.country);
  return (
    <>
      {ABOVE_COUNTRY.map(textInput)}
      <NativeSelect
        label={fieldLabels.country}
        data={[...COUNTRIES]}
        {...country}
        onChange={(event) => {
          country.onChange(event);
          // Leaving India: its state must not travel with an address abroad.
          if (asked) form.setFieldValue('region', '');
        }}
      />
      {asked && <RegionSelect form={form} />}
      {textInput(PHONE)}
    </>
  );
}
