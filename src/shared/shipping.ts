/**
 * Delivery charges by zone (docs/orders.md, Delivery charges): where a parcel goes picks its zone,
 * and its weight its charge. One pure function for the server's quote (which the renderer shows) and
 * its settings; placing an order says the same rule in SQL (server/orders/shippingCharge.ts).
 */
import { z } from 'zod';
import type { Currency } from './currency';
import { COUNTRIES } from './entities';
import { toCents } from './money';

const dollarsField = z
  .number({ error: "expected an amount in the shop's currency" })
  .min(0, 'expected an amount of at least 0')
  .max(10_000, 'expected at most $10,000');

const cityName = z.string().trim().min(1).max(120);

/** One zone as `SHIPPING_ZONES` gives it: dollars and kilograms, as a shop owner writes them. */
export const shippingZoneSchema = z.strictObject({
  name: z.string().trim().min(1, 'expected a name, e.g. Inside Dhaka').max(60),
  /** Absent: the default zone, for every address no other zone covers. */
  country: z.enum(COUNTRIES, { error: `expected one of ${COUNTRIES.join(', ')}` }).optional(),
  /**
   * With a country only: the city, which an address's city names among its words, whatever their
   * case; or its names (`["Dhaka", "ঢাকা"]`), any of which an address may use.
   */
  city: z.union([cityName, z.array(cityName).min(1).max(20)]).optional(),
  flat: dollarsField,
  perKg: dollarsField,
  baseKg: z.number({ error: 'expected a number of kilograms' }).min(0).max(1000),
});

export const shippingZonesSchema = z
  .array(shippingZoneSchema)
  .min(1, 'expected at least the default zone')
  .max(200)
  .superRefine((zones, ctx) => {
    const defaults = zones.filter((zone) => zone.country === undefined);
    if (defaults.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected exactly one default zone (one without a country)',
      });
    }
    zones.forEach((zone, i) => {
      if (zone.city !== undefined && zone.country === undefined) {
        ctx.addIssue({ code: 'custom', path: [i, 'city'], message: 'expected a country for a city' });
      }
    });
  });

export type ShippingZoneInput = z.output<typeof shippingZoneSchema>;

/** A zone as the charge reads it: integer cents and grams. */
export interface ShippingZone {
  name: string;
  country: string | null;
  /** The city's names, any of which an address's city may use; null for a country's or the default zone. */
  city: string[] | null;
  flatCents: number;
  perKgCents: number;
  baseGrams: number;
}

export const shippingZonesOf = (zones: ShippingZoneInput[]): ShippingZone[] =>
  zones.map((zone) => ({
    name: zone.name,
    country: zone.country ?? null,
    city: zone.city === undefined ? null : [zone.city].flat(),
    flatCents: toCents(zone.flat),
    perKgCents: toCents(zone.perKg),
    baseGrams: Math.round(zone.baseKg * 1000),
  }));

/** Dhaka as its customers write it: in English, in Bangla, and by its old English name. */
const DHAKA = ['Dhaka', 'ঢাকা', 'Dacca'];

/**
 * The shop's zones when `SHIPPING_ZONES` is unset, in its currency: where it delivers most, and a
 * default for any address none of them covers (never free by accident). README's configuration
 * table shows them.
 */
export const DEFAULT_SHIPPING_ZONES: Record<Currency, ShippingZoneInput[]> = {
  USD: [
    { name: 'Inside Dhaka', country: 'Bangladesh', city: DHAKA, flat: 2, perKg: 0.5, baseKg: 1 },
    { name: 'Outside Dhaka', country: 'Bangladesh', flat: 4, perKg: 1, baseKg: 1 },
    { name: 'India', country: 'India', flat: 8, perKg: 2, baseKg: 1 },
    { name: 'Everywhere else', flat: 15, perKg: 3, baseKg: 1 },
  ],
  // Couriers' own rates in Bangladesh: about ৳70 in Dhaka and ৳130 beyond, ৳20–25 a kilogram more.
  BDT: [
    { name: 'Inside Dhaka', country: 'Bangladesh', city: DHAKA, flat: 70, perKg: 20, baseKg: 1 },
    { name: 'Outside Dhaka', country: 'Bangladesh', flat: 130, perKg: 25, baseKg: 1 },
    { name: 'India', country: 'India', flat: 900, perKg: 200, baseKg: 1 },
    { name: 'Everywhere else', flat: 1800, perKg: 350, baseKg: 1 },
  ],
  INR: [
    { name: 'India', country: 'India', flat: 80, perKg: 30, baseKg: 1 },
    { name: 'Bangladesh', country: 'Bangladesh', flat: 700, perKg: 150, baseKg: 1 },
    { name: 'Everywhere else', flat: 1300, perKg: 250, baseKg: 1 },
  ],
};

/** A place's name as its words: lower case, letters and digits of any script, split at anything else. */
const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/**
 * How many words of the zone's city an address's city names, in order among its own, or 0: customers
 * write "Mirpur, Dhaka", "Dhaka-1205" or "Dhaka City" for Dhaka, and were charged as outside it.
 */
function cityMatch(zoneCity: string, city: string): number {
  const wanted = wordsOf(zoneCity);
  const given = wordsOf(city);
  const named = wanted.length > 0 && given.some((_, at) => wanted.every((word, i) => given[at + i] === word));
  return named ? wanted.length : 0;
}

/**
 * The zone an address falls in: its city's (the zone whose city it names in the most words, so
 * "Dhaka Cantonment" goes to a zone of that name before Dhaka's), else its country's, else the default.
 */
export function zoneFor(zones: ShippingZone[], address: { country: string; city: string }): ShippingZone {
  const inCountry = zones.filter((zone) => zone.country !== null && zone.country === address.country);
  let city: { zone: ShippingZone; words: number } | null = null;
  for (const zone of inCountry) {
    const words = Math.max(0, ...(zone.city ?? []).map((name) => cityMatch(name, address.city)));
    if (words > (city?.words ?? 0)) city = { zone, words };
  }
  return (
    city?.zone ?? inCountry.find((zone) => zone.city === null) ?? zones.find((zone) => zone.country === null)!
  );
}

export interface DeliveryCharge {
  zone: string;
  weightGrams: number;
  cents: number;
}

/** The zone's flat charge, plus its charge for each kilogram (or part of one) over its base weight. */
export function deliveryCharge(
  zones: ShippingZone[],
  address: { country: string; city: string },
  weightGrams: number,
): DeliveryCharge {
  const zone = zoneFor(zones, address);
  const kgOver = Math.ceil(Math.max(0, weightGrams - zone.baseGrams) / 1000);
  return { zone: zone.name, weightGrams, cents: zone.flatCents + zone.perKgCents * kgOver };
}
