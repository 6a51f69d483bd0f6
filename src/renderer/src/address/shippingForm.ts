/** The delivery address form: its fields' rules and first values, shared by every form that asks for one. */
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { COUNTRIES, type Shipping } from '@shared/entities';
import { shippingSchema, type ShippingInput } from '@shared/schemas';

/** The names of the address's fields, as the API's refusals name them. */
export const SHIPPING_FIELDS: readonly string[] = Object.keys(shippingSchema.shape);

export const EMPTY_SHIPPING: ShippingInput = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  company: '',
  city: '',
  postalCode: '',
  country: COUNTRIES[0],
  phone: '',
};

/** A saved address as the form's values (its country, if no longer offered, falls back). */
const savedShipping = (address: Shipping): ShippingInput => ({
  ...address,
  country: COUNTRIES.find((country) => country === address.country) ?? EMPTY_SHIPPING.country,
});

/** An address form, filled with the customer's saved address when they have one. */
export const useShippingForm = (saved: Shipping | null) =>
  useForm<ShippingInput>({
    initialValues: saved ? savedShipping(saved) : EMPTY_SHIPPING,
    validate: zod4Resolver(shippingSchema),
  });

export type ShippingForm = ReturnType<typeof useShippingForm>;
