/**
 * The delivery charge placement writes (docs/orders.md, Delivery charges): placing an order weighs
 * the variants it takes inside its one statement and charges them by the address's zone, the same
 * rule `deliveryCharge` quotes with. At each edge of the weight (nothing, exactly the base, a gram
 * over, kilograms in part, a base in part) the order charges what the quote said; cash on delivery
 * counts that charge against its ceiling.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import type { ShippingZoneInput } from '../../src/shared/shipping';
import { codErrors } from '../../src/shared/strings/codMessages';
import { bodyOf, errorOf, suiteEnvironment } from './support/environment';
import { SHIPPING } from './support/constants';
import { expectStockMatchesLedger } from './support/stockLedger';
import { usd } from '../support/money';

const ZONES: ShippingZoneInput[] = [
  { name: 'Dhaka', country: 'Bangladesh', city: 'Dhaka', flat: 2, perKg: 0.5, baseKg: 1 },
  { name: 'Part base', country: 'India', flat: 3.25, perKg: 1.1, baseKg: 1.25 },
  { name: 'No base', country: 'Bangladesh', flat: 15, perKg: 3, baseKg: 0 },
  { name: 'Everywhere else', flat: 20, perKg: 5, baseKg: 1 },
];

const env = suiteEnvironment({
  env: { SHIPPING_ZONES: JSON.stringify(ZONES), MAX_OPEN_ORDERS: '50', COD_MAX_TOTAL: '100' },
});

/** The grams of each variant of the test's product; null is a variant with no weight given. */
const WEIGHTS = [null, 1, 700, 1000, 1001, 1250, 1251] as const;

/** A product with one variant per weight of WEIGHTS, each at `price`. */
async function weighedProduct(price = 10): Promise<Product> {
  const values = WEIGHTS.map((grams) => `${grams ?? 'none'} g`);
  return env.createProduct({
    options: [{ name: 'Weight', values }],
    variants: WEIGHTS.map((weightGrams, i) => ({
      options: { Weight: values[i] },
      price,
      availableQuantity: 100,
      weightGrams,
    })),
  } as never);
}

const variantOf = (product: Product, grams: (typeof WEIGHTS)[number]) =>
  product.variants[WEIGHTS.indexOf(grams)]!._id;

type Lines = [grams: (typeof WEIGHTS)[number], quantity: number][];

const where = {
  Dhaka: { country: 'Bangladesh', city: 'Dhaka' },
  'Part base': { country: 'India', city: 'Pune' },
  'No base': { country: 'Bangladesh', city: 'Sylhet' },
} as const;

async function quoteAndPlace(product: Product, zone: keyof typeof where, lines: Lines) {
  const body = lines.map(([grams, quantity]) => ({
    productId: product._id,
    variantId: variantOf(product, grams),
    quantity,
  }));
  const quote = bodyOf(await env.api.shippingQuote({ body: { lines: body, ...where[zone] } }));
  const placed = await env.api.placeOrder({
    as: env.userA,
    body: { lines: body, ...SHIPPING, ...where[zone] } as never,
  });
  return { quote, order: bodyOf(placed) };
}

describe('placing an order charges its weight as the quote does', () => {
  // [zone, lines, weight in grams, charge in dollars]
  const cases: [keyof typeof where, Lines, number, number][] = [
    ['Dhaka', [[null, 3]], 0, 2],
    ['Dhaka', [[1000, 1]], 1000, 2],
    ['Dhaka', [[1001, 1]], 1001, 2.5],
    ['Dhaka', [[700, 3]], 2100, 3],
    [
      'Dhaka',
      [
        [null, 1],
        [1000, 2],
        [1, 1],
      ],
      2001,
      3,
    ],
    ['Part base', [[1250, 1]], 1250, 3.25],
    ['Part base', [[1251, 1]], 1251, 4.35],
    ['Part base', [[1001, 3]], 3003, 5.45],
    ['No base', [[null, 2]], 0, 15],
    ['No base', [[1, 1]], 1, 18],
  ];
  it.each(cases)('to %s, %j: %d g, $%d', async (zone, lines, grams, dollars) => {
    const product = await weighedProduct();
    const { quote, order } = await quoteAndPlace(product, zone, lines);
    expect(quote).toMatchObject({ zone, weightGrams: grams, shipping: dollars });
    const subtotal = 10 * lines.reduce((sum, [, quantity]) => sum + quantity, 0);
    expect(order).toMatchObject({
      shippingZone: zone,
      shippingTotal: dollars,
      totalPrice: Math.round((subtotal + dollars) * 100) / 100,
    });
    await expectStockMatchesLedger(env.db);
  });
});

describe('cash on delivery counts the weight charge against its ceiling', () => {
  it('takes a $98 tool of 1000 g to exactly $100, and refuses one a gram heavier, saying why', async () => {
    const product = await weighedProduct(98);
    const codBody = (grams: (typeof WEIGHTS)[number]) =>
      ({
        lines: [{ productId: product._id, variantId: variantOf(product, grams), quantity: 1 }],
        ...SHIPPING,
        paymentMethod: 'cod',
      }) as never;
    const atCeiling = await env.api.placeOrder({ as: await env.newUser('cod'), body: codBody(1000) });
    expect(bodyOf(atCeiling)).toMatchObject({ shippingTotal: 2, totalPrice: 100 });
    const heavier = await env.api.placeOrder({ as: await env.newUser('cod'), body: codBody(1001) });
    expect(heavier.status).toBe(400);
    expect(errorOf(heavier).message).toBe(codErrors.overLimit(usd(100), usd(100.5)));
    await expectStockMatchesLedger(env.db);
  });
});
