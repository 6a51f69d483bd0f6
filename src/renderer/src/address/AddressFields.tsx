import { NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import { COUNTRIES } from '@shared/entities';
import type { ShippingInput } from '@shared/schemas';
import { fieldLabels } from '@shared/strings/labels/common';
import { purchase as t } from '@shared/strings/labels/storefront';
import type { ShippingForm } from './shippingForm';

/** A text field of the address: its label and the autofill it asks the browser for. */
interface AddressInput extends Pick<TextInputProps, 'label' | 'autoComplete' | 'type' | 'inputMode'> {
  field: Exclude<keyof ShippingInput, 'country'>;
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

/** The delivery address's fields, in the order a label prints them: the purchase page, checkout and profile. */
export function AddressFields({ form }: { form: ShippingForm }) {
  const textInput = ({ field, ...props }: AddressInput) => (
    <TextInput key={field} {...props} {...form.getInputProps(field)} />
  );
  return (
    <>
      {ABOVE_COUNTRY.map(textInput)}
      <NativeSelect label={fieldLabels.country} data={[...COUNTRIES]} {...form.getInputProps('country')} />
      {textInput(PHONE)}
    </>
  );
}
