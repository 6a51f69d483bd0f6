/**
 * Delivery charges (docs/orders.md): a zone by country and city, a flat charge plus one per kilogram
 * over a base weight; quoted before the order is placed by the same rule that charges it (and
 * refused where the order would be, in its words); carried on the order as shippingTotal inside
 * totalPrice: the payment, refunds (with or without the charge), the CSV. An address no zone covers
 * pays the default zone, never nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/entities';
import {
  DEFAULT_SHIPPING_ZONES,
  deliveryCharge,
  shippingZonesOf,
  type ShippingZoneInput,
} from '../../src/shared/shipping';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { SHIPPING } from './support/constants';
import { bodyOf, clientOf, errorOf, orderBody, suiteEnvironment } from './support/environment';

type OrderLine = { productId: string; variantId?: string; quantity: number };

const env = suiteEnvironment({ env: { SHIPPING_ZONES: JSON.stringify(DEFAULT_SHIPPING_ZONES.USD) } });

const zones = shippingZonesOf(DEFAULT_SHIPPING_ZONES.USD);

describe('the charge', () => {
  it('picks the city (named among the words of the address’s), else the country, else the default zone', () => {
    const zoneOf = (country: string, city: string) => deliveryCharge(zones, { country, city }, 0).zone;
    expect(zoneOf('Bangladesh', 'Dhaka')).toBe('Inside Dhaka');
    expect(zoneOf('Bangladesh', '  dhaka ')).toBe('Inside Dhaka');
    // The ways customers write Dhaka: a district, a postcode, "city" after it.
    for (const dhaka of ['Mirpur, Dhaka', 'Dhaka-1205', 'Dhaka City', 'DHAKA 1000']) {
      expect(zoneOf('Bangladesh', dhaka), dhaka).toBe('Inside Dhaka');
    }
    // Its Bangla name and its old English one, in the zone's list of its names.
    for (const dhaka of ['ঢাকা', 'মিরপুর, ঢাকা', 'Dacca']) {
      expect(zoneOf('Bangladesh', dhaka), dhaka).toBe('Inside Dhaka');
    }
    // A word that only contains it is another place.
    expect(zoneOf('Bangladesh', 'Dhakacity')).toBe('Outside Dhaka');
    // The zone naming the city in more words is the more precise one.
    const withCantonment = shippingZonesOf([
      { name: 'Cantonment', country: 'Bangladesh', city: 'Dhaka Cantonment', flat: 3, perKg: 0, baseKg: 1 },
      ...DEFAULT_SHIPPING_ZONES.USD,
    ]);
    expect(deliveryCharge(withCantonment, { country: 'Bangladesh', city: 'Dhaka Cantonment' }, 0).zone).toBe(
      'Cantonment',
    );
    expect(deliveryCharge(withCantonment, { country: 'Bangladesh', city: 'Gulshan, Dhaka' }, 0).zone).toBe(
      'Inside Dhaka',
    );
    expect(zoneOf('Bangladesh', 'Chattogram')).toBe('Outside Dhaka');
    expect(zoneOf('India', 'Dhaka')).toBe('India');
    expect(zoneOf('Nepal', 'Kathmandu')).toBe('Everywhere else');
  });

  it('adds the per-kilogram charge for each kilogram, or part of one, over the base weight', () => {
    const dhaka = (grams: number) =>
      deliveryCharge(zones, { country: 'Bangladesh', city: 'Dhaka' }, grams).cents;
    expect(dhaka(0)).toBe(200);
    expect(dhaka(1000)).toBe(200);
    expect(dhaka(1001)).toBe(250);
    expect(dhaka(2000)).toBe(250);
    expect(dhaka(12_500)).toBe(200 + 12 * 50);
    const india = deliveryCharge(zones, { country: 'India', city: 'Kolkata' }, 3500);
    expect(india).toEqual({ zone: 'India', weightGrams: 3500, cents: 800 + 3 * 200 });
  });
});

const quote = (product: Product, country: string, city: string, quantity = 1) =>
  env.api.shippingQuote({ body: { lines: [{ productId: product._id, quantity }], country, city } });

describe('POST /shipping/quote', () => {
  it('answers anyone the charge of inside and outside Dhaka, the subtotal and whether COD may pay', async () => {
    const product = await env.createProduct({ price: 120, availableQuentity: 5 });
    expect(bodyOf(await quote(product, 'Bangladesh', 'Dhaka', 2))).toEqual({
      zone: 'Inside Dhaka',
      weightGrams: 0,
      shipping: 2,
      subtotal: 240,
      total: 242,
      tax: 0,
      cod: { offered: true, reason: null },
    });
    expect(bodyOf(await quote(product, 'Bangladesh', 'Sylhet'))).toMatchObject({
      zone: 'Outside Dhaka',
      shipping: 4,
    });
    const large = bodyOf(await quote(product, 'India', 'Pune', 5));
    expect(large).toMatchObject({ zone: 'India', shipping: 8, total: 608, cod: { offered: false } });
    expect(large.cod.reason).toContain('$500.00');
  });

  it('charges an address no zone covers the default zone, never nothing', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    const onlyIndia: ShippingZoneInput[] = [
      { name: 'India', country: 'India', flat: 8, perKg: 2, baseKg: 1 },
      { name: 'Anywhere', flat: 11, perKg: 1, baseKg: 1 },
    ];
    const app = await env.buildVariant({
      config: { ...env.config, shippingZones: shippingZonesOf(onlyIndia) },
    });
    try {
      const client = clientOf(app);
      const answer = bodyOf(
        await client.shippingQuote({
          body: { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangladesh', city: 'Dhaka' },
        }),
      );
      expect(answer).toMatchObject({ zone: 'Anywhere', shipping: 11 });
      const placed = bodyOf(await client.placeOrder({ as: env.userA, body: orderBody(product, 1) }));
      expect(placed).toMatchObject({ shippingZone: 'Anywhere', shippingTotal: 11, totalPrice: 21 });
    } finally {
      await app.close();
    }
  });

  it('refuses what is not a quote (400)', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5 });
    for (const body of [
      {},
      { lines: [], country: 'Bangladesh' },
      { lines: [{ productId: product._id, quantity: -1 }], country: 'Bangladesh' },
      { lines: [{ productId: product._id, quantity: 1 }] },
      { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangladesh', extra: true },
      { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangla\u0000desh' },
      { lines: [{ productId: product._id, quantity: 1 }], country: 'Bangladesh', city: 'Dha\u0000ka' },
    ]) {
      expect((await env.api.shippingQuote({ body: body as never })).status).toBe(400);
    }
  });

  it('refuses what an order refuses, in the same words: a tool not for sale, another product’s variant, a quantity outside its rule, no variant chosen', async () => {
    const product = await env.createProduct({ price: 10, availableQuentity: 5, minimumOrder: 1 });
    const other = await env.createProduct({ price: 10 });
    const archived = await env.createProduct({ price: 10 });
    bodyOf(await env.api.deleteProduct({ as: env.admin, params: { id: archived._id } }));
    const drill = await env.createProduct({
      options: [{ name: 'Battery', values: ['2 Ah', '5 Ah'] }],
      variants: [
        { options: { Battery: '2 Ah' }, price: 120, availableQuantity: 5 },
        { options: { Battery: '5 Ah' }, price: 150, availableQuantity: 5 },
      ],
    } as never);
    const shopper = await env.newUser('quoterefusals');
    const cases: [OrderLine, string, string][] = [
      [{ productId: 'no-such-tool', quantity: 3 }, 'productId', apiErrors.noLongerSold],
      [{ productId: archived._id, quantity: 1 }, 'productId', apiErrors.noLongerSold],
      [
        { productId: product._id, variantId: other.variants[0]!._id, quantity: 1 },
        'productId',
        apiErrors.noLongerSold,
      ],
      [{ productId: product._id, quantity: 0 }, 'quantity', messages.quantityMin(1)],
      [{ productId: product._id, quantity: 6 }, 'quantity', messages.quantityMax(5)],
      [{ productId: drill._id, quantity: 1 }, 'variantId', apiErrors.chooseOption('Battery')],
    ];
    for (const [line, field, message] of cases) {
      const quote = await env.api.shippingQuote({ body: { lines: [line], country: 'India' } });
      expect(quote.status, JSON.stringify(line)).toBe(400);
      expect(errorOf(quote)).toEqual({ message, issues: [{ path: `lines.0.${field}`, message }] });
      const order = await env.api.placeOrder({ as: shopper, body: { lines: [line], ...SHIPPING } });
      expect(order.status).toBe(400);
      expect(errorOf(order)).toEqual(errorOf(quote));
    }
    expect(await env.listedStockOf(product)).toBe(5);
  });
});

describe('weights from the variants', () => {
  it('charge a heavy tool by the kilogram over the base weight, per variant ordered', async () => {
    const base = await env.createProduct({ price: 10, availableQuentity: 1 });
    const saw = bodyOf(
      await env.api.addProduct({
        as: env.admin,
        body: {
          name: 'Table Saw',
          description: 'A heavy saw on a stand.',
          img: base.img,
          minimumOrder: 1,
          options: [{ name: 'Blade', values: ['210 mm', '254 mm'] }],
          variants: [
            { options: { Blade: '210 mm' }, price: 300, availableQuantity: 5, weightGrams: 12_500 },
            { options: { Blade: '254 mm' }, price: 400, availableQuantity: 5, weightGrams: 19_000 },
          ],
        } as never,
      }),
    );
    const [small, large] = saw.variants;
    const lines = [
      { productId: saw._id, variantId: small!._id, quantity: 1 },
      { productId: saw._id, variantId: large!._id, quantity: 1 },
    ];
    // 31.5 kg to Dhaka: $2 flat and 31 kg over the first at $0.50.
    const heavy = bodyOf(
      await env.api.shippingQuote({ body: { lines, country: 'Bangladesh', city: 'Dhaka' } }),
    );
    expect(heavy).toMatchObject({ weightGrams: 31_500, shipping: 2 + 31 * 0.5, subtotal: 700 });
    const order = bodyOf(
      await env.api.placeOrder({
        as: env.userA,
        body: { lines, ...orderBody(base, 1), productId: undefined, quantity: undefined } as never,
      }),
    );
    expect(order).toMatchObject({ shippingTotal: 17.5, totalPrice: 717.5 });
    // The one-variant product's weight is its variant's.
    await env.api.editProduct({
      as: env.admin,
      params: { id: base._id },
      headers: { 'if-match': String(base.version) },
      body: { variants: [{ _id: base._id, weightGrams: 2500 }] } as never,
    });
    expect(bodyOf(await quote(base, 'India', 'Delhi')).shipping).toBe(8 + 2 * 2);
  });
});

describe('an order carries its delivery charge', () => {
  it('in totalPrice and in what the card pays', async () => {
    const product = await env.createProduct({ price: 35, availableQuentity: 5 });
    const order = bodyOf(
      await env.api.placeOrder({ as: env.userA, body: orderBody(product, 2, { city: 'Rajshahi' }) }),
    );
    expect(order).toMatchObject({ shippingTotal: 4, shippingZone: 'Outside Dhaka', totalPrice: 74 });
    const intent = bodyOf(await env.api.createPaymentIntent({ as: env.userA, body: { orderId: order._id } }));
    expect(intent.amount).toBe(74);
    expect((await env.payOrder(env.userA, order)).paid).toBe(true);
  });

  it('in the CSV, beside the order total', async () => {
    const product = await env.createProduct({ price: 12, availableQuentity: 5 });
    const order = await env.placeOrder(env.userA, product, 1);
    const csv = await env.request('GET', `/api/export/orders.csv?q=${order._id}`, { as: env.admin });
    const [header, row] = String(csv.body).trimEnd().split('\r\n');
    const cells = row!.split(',');
    const at = (name: string) => cells[header!.split(',').indexOf(name)];
    expect(at('Order total')).toBe('14.00');
    expect(at('Delivery charge')).toBe('2.00');
    expect(at('Delivery zone')).toBe('Inside Dhaka');
    expect(at('Payment method')).toBe('card');
  });

  it('refunds it or not, as the refund says', async () => {
    const product = await env.createProduct({ price: 20, availableQuentity: 5 });
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 2));
    expect(paid.totalPrice).toBe(42);
    const refund = (body: Record<string, unknown>) =>
      env.api.refundOrder({
        as: env.admin,
        params: { id: paid._id },
        body: { reason: 'Late', ...body } as never,
      });

    const withDelivery = bodyOf(
      await refund({ lines: [{ productId: product._id, quantity: 1 }], shipping: true }),
    );
    expect(withDelivery.refunds.at(-1)).toMatchObject({ amount: 22, shipping: 2 });
    const again = await refund({ lines: [{ productId: product._id, quantity: 1 }], shipping: true });
    expect(again.status).toBe(400);
    expect(errorOf(again).message).toBe(messages.refundShippingDone);
    const both = await refund({ amount: 5, shipping: false });
    expect(both.status).toBe(400);
    expect(errorOf(both).message).toBe(messages.refundAmountOrShipping);
    const rest = bodyOf(await refund({}));
    expect(rest).toMatchObject({ state: 'refunded', refundedTotal: 42 });
  });

  it('keeps the delivery charge when a refund of everything says shipping: false', async () => {
    const product = await env.createProduct({ price: 20, availableQuentity: 5 });
    const paid = await env.payOrder(env.userA, await env.placeOrder(env.userA, product, 1));
    const kept = bodyOf(
      await env.api.refundOrder({
        as: env.admin,
        params: { id: paid._id },
        body: { reason: 'Returned', shipping: false, restock: true },
      }),
    );
    expect(kept).toMatchObject({ state: 'paid', refundedTotal: 20 });
    expect(kept.refunds).toEqual([expect.objectContaining({ amount: 20, shipping: 0, restocked: true })]);
  });
});
