/**
 * Variants (docs/variants.md): a product's options and variants, their SKU and barcode rules, the
 * summary fields the spec's calls keep, archiving on PATCH, and carts, orders, races, refunds and
 * returns per variant. After the suite every variant's stock is the sum of its movements, and every
 * product's the sum of its live variants'.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '../../src/shared/entities';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { messages } from '../../src/shared/strings/validation';
import { bodyOf, errorOf, SUCCEEDING_CARD, suiteEnvironment, type Session } from './support/environment';
import { movementsOf } from './support/stockLedger';
import { SHIPPING } from './support/constants';
import { ean13 } from '../support/barcodes';

const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

let tag = 0;
/** Distinct codes per test: SKUs and barcodes are unique across the shop. */
const next = () => (tag += 1);

/** `POST /` as the admin with a fresh picture and `body`'s fields over a valid product's. */
async function addProduct(body: Record<string, unknown>) {
  const upload = bodyOf(await env.uploadPng(env.admin));
  return env.api.addProduct({
    as: env.admin,
    body: {
      name: `Variant tool ${next()}`,
      description: 'For tests of variants.',
      img: upload.data.url,
      minimumOrder: 1,
      ...body,
    } as never,
  });
}

/** Two variants' worth of codes, distinct from every other test's. */
function codes() {
  const n = String(next()).padStart(3, '0');
  return { sku: [`VD-${n}-2`, `VD-${n}-5`], barcode: [ean13(`20990000${n}1`), ean13(`20990000${n}2`)] };
}

/** A drill in two batteries: 2 Ah at $120 (stock 10), 5 Ah at $150 (stock 4). */
async function drill() {
  const { sku, barcode } = codes();
  const res = await addProduct({
    options: [{ name: 'Battery', values: ['2 Ah', '5 Ah'] }],
    variants: [
      {
        options: { Battery: '2 Ah' },
        sku: sku[0],
        barcode: barcode[0],
        price: 120,
        availableQuantity: 10,
        weightGrams: 1600,
        costPrice: 80.5,
      },
      { options: { Battery: '5 Ah' }, sku: sku[1], barcode: barcode[1], price: 150, availableQuantity: 4 },
    ],
  });
  expect(res.status).toBe(201);
  const product = bodyOf(res);
  const [small, large] = product.variants as [Variant, Variant];
  return { product, small, large };
}
const listed = async (product: Product) =>
  bodyOf(await env.api.listProducts()).find((p) => p._id === product._id)!;

const placeLines = (as: Session, lines: { productId: string; variantId?: string; quantity: number }[]) =>
  env.api.placeOrder({ as, body: { lines, ...SHIPPING } as never });

/** Puts `quantity` of `product` in `as`'s cart: of `variant`, or not saying which when none is given. */
const putInCart = (as: Session, product: Product, quantity: number, variant?: Variant) =>
  env.api.setCartItem({
    as,
    params: { productId: product._id },
    body: { quantity, ...(variant && { variantId: variant._id }) },
  });

async function pay(as: Session, orderId: string) {
  const { intentId, clientSecret } = bodyOf(await env.api.createPaymentIntent({ as, body: { orderId } }));
  bodyOf(await env.api.confirmSandboxPayment({ as, body: { ...SUCCEEDING_CARD, intentId, clientSecret } }));
  return bodyOf(await env.api.payOrder({ as, params: { id: orderId }, body: { tnxId: intentId } }));
}

const listedVariantStockOf = async (product: Product, variantId: string) =>
  (await listed(product)).variants.find((v) => v._id === variantId)!.availableQuantity;

describe('a product with options', () => {
  it('answers its options and variants, each titled, with the spec’s price the lowest and stock the sum', async () => {
    const { product, small, large } = await drill();
    expect(product).toMatchObject({
      price: 120,
      availableQuentity: 14,
      options: [{ name: 'Battery', values: ['2 Ah', '5 Ah'] }],
    });
    expect(small).toMatchObject({
      title: '2 Ah',
      options: { Battery: '2 Ah' },
      price: 120,
      availableQuantity: 10,
      weightGrams: 1600,
    });
    expect(large).toMatchObject({ title: '5 Ah', price: 150, availableQuantity: 4, weightGrams: null });
    expect(small._id).not.toBe(product._id);
    expect(await listed(product)).toEqual(product);
    const page = bodyOf(await env.api.productPage({ params: { id: product._id } }));
    expect(page.product).toEqual(product);
  });

  it('refuses a 4th option, a variant missing a value, two the same, and several without options (400)', async () => {
    const four = await addProduct({
      options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })),
      variants: [{ options: { A: 'x', B: 'x', C: 'x', D: 'x' }, price: 1, availableQuantity: 1 }],
    });
    expect(four.status).toBe(400);
    expect(errorOf(four).issues).toContainEqual({ path: 'options', message: messages.tooManyOptions(3) });

    const battery = [{ name: 'Battery', values: ['2 Ah', '5 Ah'] }];
    const missing = await addProduct({
      options: battery,
      variants: [{ options: {}, price: 1, availableQuantity: 1 }],
    });
    expect(errorOf(missing).issues).toContainEqual({
      path: 'variants.0.options',
      message: messages.variantOptionsMismatch,
    });
    const twice = await addProduct({
      options: battery,
      variants: [
        { options: { Battery: '2 Ah' }, price: 1, availableQuantity: 1 },
        { options: { Battery: '2 Ah' }, price: 2, availableQuantity: 1 },
      ],
    });
    expect(errorOf(twice).issues).toContainEqual({
      path: 'variants.1.options',
      message: messages.variantRepeated,
    });
    const plain = await addProduct({
      variants: [
        { options: {}, price: 1, availableQuantity: 1 },
        { options: {}, price: 2, availableQuantity: 1 },
      ],
    });
    expect(errorOf(plain).issues).toContainEqual({
      path: 'variants',
      message: messages.oneVariantWithoutOptions,
    });
    const noVariants = await addProduct({ options: battery, price: 5, availableQuentity: 3 });
    expect(errorOf(noVariants).issues).toContainEqual({
      path: 'variants',
      message: messages.variantsRequired,
    });
    for (const res of [four, missing, twice, plain, noVariants]) expect(res.status).toBe(400);
  });
});

describe('SKUs and barcodes', () => {
  it('checks a GTIN’s check digit (8, 12, 13 or 14 digits), naming the field, and takes other codes as they are', async () => {
    const wrong = ['4006381333932', '96385075', '012345678906', '10012345678901'];
    for (const barcode of wrong) {
      const res = await addProduct({
        price: 5,
        availableQuentity: 1,
        variants: [{ options: {}, price: 5, availableQuantity: 1, barcode }],
      });
      expect(res.status, barcode).toBe(400);
      expect(errorOf(res).issues).toContainEqual({
        path: 'variants.0.barcode',
        message: messages.barcodeCheckDigit,
      });
    }
    const right = ['4006381333931', '96385074', '012345678905', 'INT-0042', '12345'];
    for (const barcode of right) {
      const res = await addProduct({ variants: [{ options: {}, price: 5, availableQuantity: 1, barcode }] });
      expect(res.status, barcode).toBe(201);
      expect(bodyOf(res).variants[0]!.barcode).toBe(barcode);
    }
  });

  it('keeps a SKU unique whatever its case, and a barcode unique, across the shop (409 naming the field)', async () => {
    const { small } = await drill();
    const sameSku = await addProduct({
      variants: [{ options: {}, price: 5, availableQuantity: 1, sku: small.sku!.toLowerCase() }],
    });
    expect(sameSku.status).toBe(409);
    expect(errorOf(sameSku).issues).toEqual([{ path: 'variants.0.sku', message: messages.skuTaken }]);
    const sameBarcode = await addProduct({
      variants: [{ options: {}, price: 5, availableQuantity: 1, barcode: small.barcode }],
    });
    expect(sameBarcode.status).toBe(409);
    expect(errorOf(sameBarcode).issues).toEqual([
      { path: 'variants.0.barcode', message: messages.barcodeTaken },
    ]);
    const withinOne = await addProduct({
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { options: { Size: 'S' }, price: 5, availableQuantity: 1, sku: 'DUP-SKU' },
        { options: { Size: 'L' }, price: 5, availableQuantity: 1, sku: 'dup-sku' },
      ],
    });
    expect(withinOne.status).toBe(400);
    expect(errorOf(withinOne).issues).toContainEqual({ path: 'variants.1.sku', message: messages.skuTaken });
  });
});

describe('PATCH /{id} with variants', () => {
  it('edits a variant by its _id, adds one without, and archives one left out (its stock to zero), keeping the summary', async () => {
    const { product, small, large } = await drill();
    const res = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': `"${product.version}"` },
      body: {
        options: [{ name: 'Battery', values: ['2 Ah', '8 Ah'] }],
        variants: [
          { _id: small._id, options: { Battery: '2 Ah' }, price: 110, availableQuantity: 12 },
          { options: { Battery: '8 Ah' }, price: 199, availableQuantity: 3, sku: `${small.sku}-8` },
        ],
      } as never,
    });
    expect(res.status).toBe(200);
    const edited = bodyOf(res);
    expect(edited.variants.map((v) => [v.title, v.price, v.availableQuantity])).toEqual([
      ['2 Ah', 110, 12],
      ['8 Ah', 199, 3],
    ]);
    expect(edited.variants[0]!._id).toBe(small._id);
    expect(edited.variants[0]!.sku).toBe(small.sku);
    expect(edited).toMatchObject({ price: 110, availableQuentity: 15, version: product.version + 1 });
    expect(await listed(product)).toEqual(edited);

    // The archived variant is kept (orders name it) with its stock taken to zero through the ledger.
    const moves = await movementsOf(env, { variantId: large._id });
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ['correction', -4, 0],
      ['initial', 4, 4],
    ]);
    // Its SKU is free again.
    const reuse = await addProduct({
      variants: [{ options: {}, price: 5, availableQuantity: 1, sku: large.sku }],
    });
    expect(reuse.status).toBe(201);
  });

  it('keeps units coming back to a variant taken off sale off its product: nobody can buy them', async () => {
    const { product, small, large } = await drill();
    const order = bodyOf(
      await placeLines(env.userA, [{ productId: product._id, variantId: large._id, quantity: 4 }]),
    );
    const edited = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String((await listed(product)).version) },
      body: {
        options: [{ name: 'Battery', values: ['2 Ah'] }],
        variants: [{ _id: small._id, options: { Battery: '2 Ah' }, price: 120 }],
      } as never,
    });
    expect(edited.status).toBe(200);
    // The order for the 5 Ah, never paid, is cancelled: its units go back to it, not to the drill.
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: order._id } })).status).toBe(200);
    expect((await movementsOf(env, { variantId: large._id }))[0]).toMatchObject({ delta: 4, stockAfter: 4 });
    const drillNow = await listed(product);
    expect(drillNow.availableQuentity).toBe(10);
    expect(drillNow.variants.map((v) => [v.title, v.availableQuantity])).toEqual([['2 Ah', 10]]);
    // A later edit sums it again the same way.
    const again = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(drillNow.version) },
      body: { variants: [{ _id: small._id, options: { Battery: '2 Ah' }, price: 119 }] } as never,
    });
    expect(bodyOf(again).availableQuentity).toBe(10);

    // A product that had counted such units before is summed again by the migration.
    await env.db.execute(sql`update products set available_quantity = 14 where id = ${product._id}`);
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../src/server/db/migrations/0020_product_stock_of_live_variants.sql'),
      'utf8',
    );
    const stockOfDrill = async () =>
      (
        (await env.db.execute(
          sql`select available_quantity from products where id = ${product._id}`,
        )) as unknown as {
          rows: { available_quantity: number }[];
        }
      ).rows[0]!.available_quantity;
    expect(await stockOfDrill()).toBe(14);
    await env.db.execute(sql.raw(migration));
    expect(await stockOfDrill()).toBe(10);
  });

  it('edits a one-variant product’s stock with the spec’s availableQuentity, and refuses it for several (400)', async () => {
    const plain = bodyOf(await addProduct({ price: 9, availableQuentity: 5 }));
    const edited = await env.api.editProduct({
      as: env.admin,
      params: { id: plain._id },
      headers: { 'if-match': String(plain.version) },
      body: { availableQuentity: 8, stockNote: 'Counted again' },
    });
    expect(bodyOf(edited)).toMatchObject({
      availableQuentity: 8,
      variants: [{ _id: plain._id, availableQuantity: 8 }],
    });
    const { product } = await drill();
    const refused = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(product.version) },
      body: { availableQuentity: 8 },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).issues).toEqual([
      { path: 'availableQuentity', message: messages.perVariantField },
    ]);
    expect((await listed(product)).availableQuentity).toBe(14);
  });

  it('refuses a variant id of another product (400) and changes nothing', async () => {
    const { product } = await drill();
    const other = await drill();
    const res = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      headers: { 'if-match': String(product.version) },
      body: { variants: [{ _id: other.small._id, options: { Battery: '2 Ah' } }] } as never,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toEqual([{ path: 'variants.0._id', message: messages.unknownVariant }]);
    expect(await listed(product)).toEqual(product);
  });

  it('archives no variant left out of an edit that names no version (428)', async () => {
    const { product, small } = await drill();
    const res = await env.api.editProduct({
      as: env.admin,
      params: { id: product._id },
      body: { variants: [{ _id: small._id, options: { Battery: '2 Ah' } }] } as never,
    });
    expect(res.status).toBe(428);
    expect(await listed(product)).toEqual(product);
  });
});

describe('carts and orders per variant', () => {
  it('asks which variant of a product with several ("Choose a Battery"), in the cart and in an order', async () => {
    const { product, large } = await drill();
    const shopper = await env.newUser('choose');
    const cart = await putInCart(shopper, product, 1);
    expect(cart.status).toBe(400);
    expect(errorOf(cart)).toEqual({
      message: apiErrors.chooseOption('Battery'),
      issues: [{ path: 'variantId', message: 'Choose a Battery' }],
    });
    const order = await placeLines(shopper, [{ productId: product._id, quantity: 1 }]);
    expect(order.status).toBe(400);
    expect(errorOf(order).issues).toEqual([{ path: 'lines.0.variantId', message: 'Choose a Battery' }]);
    expect(await listedVariantStockOf(product, large._id)).toBe(4);
  });

  it('holds two variants of one tool in the cart and orders both in one order, each line naming its variant', async () => {
    const { product, small, large } = await drill();
    const shopper = await env.newUser('twovariants');
    await putInCart(shopper, product, 2, small);
    const cart = bodyOf(await putInCart(shopper, product, 1, large));
    expect(
      cart.items.map((i) => [i.variantId, i.variantTitle, i.sku, i.price, i.quantity, i.availableQuantity]),
    ).toEqual([
      [small._id, '2 Ah', small.sku, 120, 2, 10],
      [large._id, '5 Ah', large.sku, 150, 1, 4],
    ]);
    expect(cart.subtotal).toBe(390);

    const placed = await placeLines(
      shopper,
      cart.items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    );
    expect(placed.status).toBe(201);
    const order = bodyOf(placed);
    expect(order.totalPrice).toBe(390);
    expect(
      order.lines.map((l) => [l.productId, l.variantId, l.variantTitle, l.sku, l.price, l.quantity]),
    ).toEqual([
      [product._id, small._id, '2 Ah', small.sku, 120, 2],
      [product._id, large._id, '5 Ah', large.sku, 150, 1],
    ]);
    // The stock of each variant went down, the product's summary with them; the cart is empty.
    expect(await listedVariantStockOf(product, small._id)).toBe(8);
    expect(await listedVariantStockOf(product, large._id)).toBe(3);
    expect((await listed(product)).availableQuentity).toBe(11);
    expect(bodyOf(await env.api.getCart({ as: shopper })).items).toEqual([]);

    // The admin's CSV names each line's variant and SKU.
    const csv = await env.api.exportOrders({ as: env.admin, query: { q: product.name } });
    expect(csv.status).toBe(200);
    expect(csv.raw.toString()).toContain(`,5 Ah,${large.sku}`);
    expect(csv.raw.toString()).toContain(`,2 Ah,${small.sku}`);

    // Cancelled, each variant gets its own units back.
    await env.api.cancelOrder({ as: shopper, params: { id: order._id } });
    expect(await listedVariantStockOf(product, small._id)).toBe(10);
    expect(await listedVariantStockOf(product, large._id)).toBe(4);
  });

  it('removes one variant’s line from the cart with ?variantId=, keeping the other', async () => {
    const { product, small, large } = await drill();
    const shopper = await env.newUser('removeone');
    for (const variant of [small, large]) await putInCart(shopper, product, 1, variant);
    const left = bodyOf(
      await env.api.removeCartItem({
        as: shopper,
        params: { productId: product._id },
        query: { variantId: small._id },
      }),
    );
    expect(left.items.map((i) => i.variantId)).toEqual([large._id]);
  });

  it('never oversells one variant: concurrent orders for its last units', async () => {
    const { product, small, large } = await drill();
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => env.newUser(`race${i}`)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        placeLines(buyer, [{ productId: product._id, variantId: large._id, quantity: 2 }]),
      ),
    );
    const sold = results.filter((r) => r.status === 201);
    expect(sold).toHaveLength(2);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 400 || r.status === 409)).toBe(
      true,
    );
    expect(await listedVariantStockOf(product, large._id)).toBe(0);
    // The other variant is untouched.
    expect(await listedVariantStockOf(product, small._id)).toBe(10);
  });
});

describe('refunds and returns per variant', () => {
  it('restocks the variant refunded, not its sibling, and returns name their variant', async () => {
    const { product, small, large } = await drill();
    const shopper = await env.newUser('refundvariant');
    const placed = bodyOf(
      await placeLines(shopper, [
        { productId: product._id, variantId: small._id, quantity: 1 },
        { productId: product._id, variantId: large._id, quantity: 2 },
      ]),
    );
    const order = await pay(shopper, placed._id);
    await env.api.shipOrder({ as: env.admin, params: { id: order._id } });

    // A product in two variants must say which.
    const ambiguous = await env.api.requestReturn({
      as: shopper,
      params: { id: order._id },
      body: { lines: [{ productId: product._id, quantity: 1 }], reason: 'Too heavy' },
    });
    expect(ambiguous.status).toBe(400);
    const asked = await env.api.requestReturn({
      as: shopper,
      params: { id: order._id },
      body: { lines: [{ productId: product._id, variantId: large._id, quantity: 1 }], reason: 'Too heavy' },
    });
    expect(asked.status).toBe(200);
    expect(bodyOf(asked).returnRequest?.lines).toEqual([
      { productId: product._id, variantId: large._id, name: product.name, quantity: 1 },
    ]);

    const refunded = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: {
        lines: [{ productId: product._id, variantId: large._id, quantity: 1 }],
        restock: true,
        reason: 'Returned',
      },
    });
    expect(refunded.status).toBe(200);
    expect(bodyOf(refunded).refunds[0]).toMatchObject({
      amount: 150,
      lines: [{ productId: product._id, variantId: large._id, quantity: 1 }],
      restocked: true,
    });
    expect(await listedVariantStockOf(product, large._id)).toBe(3);
    expect(await listedVariantStockOf(product, small._id)).toBe(9);
    // Only one unit of the large one is left to refund.
    const tooMany = await env.api.refundOrder({
      as: env.admin,
      params: { id: order._id },
      body: { lines: [{ productId: product._id, variantId: large._id, quantity: 2 }], reason: 'Again' },
    });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).issues).toEqual([
      { path: 'lines.0.quantity', message: messages.refundLineTooMany(1) },
    ]);
  });
});

describe('stock per variant', () => {
  it('adjusts, lists low and shows each variant with its title, SKU and cost', async () => {
    const { product, small, large } = await drill();
    const adjusted = await env.api.adjustStock({
      as: env.admin,
      body: { variantId: large._id, kind: 'damaged', quantity: 2, note: 'Dropped' },
    });
    expect(adjusted.status).toBe(201);
    expect(bodyOf(adjusted).item).toMatchObject({
      productId: product._id,
      variantId: large._id,
      variantTitle: '5 Ah',
      sku: large.sku,
      stock: 2,
      low: true,
    });
    expect((await listed(product)).availableQuentity).toBe(12);
    // What a unit costs is the staff's: on the stock item, never in the public catalogue.
    const item = bodyOf(await env.api.stockItem({ as: env.admin, params: { variantId: small._id } }));
    expect(item).toMatchObject({ variantTitle: '2 Ah', costPrice: 80.5, stock: 10 });
    expect(JSON.stringify(await listed(product))).not.toContain('80.5');
    const low = bodyOf(await env.api.lowStock({ as: env.admin }));
    expect(low.map((item) => item.variantId)).toContain(large._id);
    expect(low.find((item) => item.variantId === large._id)).toMatchObject({
      variantTitle: '5 Ah',
      stock: 2,
    });
  });
});
