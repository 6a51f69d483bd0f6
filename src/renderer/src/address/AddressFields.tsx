import { NativeSelect, TextInput } from '@mantine/core';
import { COUNTRIES } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { purchase as t } from '@shared/strings/labels/storefront';
import type { ShippingForm } from './shippingForm';

/** The delivery address's fields, in the order a label prints them: the purchase page, checkout and profile. */
export function AddressFields({ form }: { form: ShippingForm }) {
  return (
    <>
      <TextInput label={t.recipient} autoComplete="name" {...form.getInputProps('fullName')} />
      <TextInput label={t.street} autoComplete="address-line1" {...form.getInputProps('addressLine1')} />
      <TextInput label={t.street2} autoComplete="address-line2" {...form.getInputProps('addressLine2')} />
      <TextInput label={t.company} autoComplete="organization" {...form.getInputProps('company')} />
      <TextInput label={fieldLabels.city} autoComplete="address-level2" {...form.getInputProps('city')} />
      <TextInput
        label={fieldLabels.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
        {...form.getInputProps('postalCode')}
      />
      <NativeSelect label={fieldLabels.country} data={[...COUNTRIES]} {...form.getInputProps('country')} />
      <TextInput label={fieldLabels.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
    </>
  );
}
