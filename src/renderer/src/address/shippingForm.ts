/** The delivery address form: its fields' rules and first values, shared by every form that asks for one. */
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { COUNTRIES, type Country, type Shipping } from '@shared/entities';
import { shippingSchema, type ShippingInput } from '@shared/schemas';
import { taxMessages } from '@shared/strings/taxMessages';
import { indianState } from '@shared/tax/indianStates';
import { shopCurrency } from '../money';
import { shopTax } from '../tax/shopTax';

/** The names of the address's fields, as the API's refusals name them. */
export const SHIPPING_FIELDS: readonly string[] = Object.keys(shippingSchema.shape);

/**
 * The country a new address starts in: the shop's own where its tax regime or its currency says it
 * (a GST or a rupee shop is in India); otherwise the list's first, as the spec's shop has it.
 */
const homeCountry = (): Country =>
  shopTax().regime === 'IN_GST' || shopCurrency() === 'INR' ? 'India' : COUNTRIES[0];

const emptyShipping = (): ShippingInput => ({
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  company: '',
  city: '',
  postalCode: '',
  country: homeCountry(),
  phone: '',
});

/** Whether the form asks the address's state: under GST, for an address in India (docs/tax.md). */
export const asksRegion = (country: unknown): boolean => shopTax().asksRegion && country === 'India';

/**
 * The address's rules, and where the shop's tax needs it the state of an Indian address, refused in
 * the server's words. Checked with the other fields' problems, so one submit shows them all.
 */
const deliverySchema = shippingSchema.refine(
  (address) => !asksRegion(address.country) || indianState(address.region) !== null,
  {
    path: ['region'],
    message: taxMessages.regionRequired,
    when: ({ value }) => typeof value === 'object' && value !== null,
  },
);

/**
 * A saved address as the form's values: its country, if no longer offered, falls back; its state as
 * the list names it (a saved 'Orissa' is Odisha), or none.
 */
const savedShipping = (address: Shipping): ShippingInput => ({
  ...address,
  country: COUNTRIES.find((country) => country === address.country) ?? homeCountry(),
  region: asksRegion(address.country) ? (indianState(address.region ?? '')?.name ?? '') : address.region,
});

/** An address form, filled with the customer's saved address when they have one. */
export const useShippingForm = (saved: Shipping | null) =>
  useForm<ShippingInput>({
    initialValues: saved ? savedShipping(saved) : emptyShipping(),
    validate: zod4Resolver(deliverySchema),
  });

export type ShippingForm = ReturnType<typeof useShippingForm>;
