/**
 * A product's price is its cheapest live variant's, one rule in two forms
 * (src/server/catalogue/productPrice.ts): the TypeScript a new product is priced with and the SQL its
 * summary is set again with. Both answer the same for the same variants, archived ones among them,
 * and archiving a variant through the catalogue's writer prices its product again by it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addProduct, saveVariants } from '../../src/server/catalogue/catalogueWriter';
import { productPriceCents, productPriceSql } from '../../src/server/catalogue/productPrice';
import { queryRows } from '../../src/server/db/database';
import { productVariants, products } from '../../src/server/db/schema';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.prepare();
});
afterAll(() => database?.close());

const stockEdit = { actor: null, lowStockDefault: 5, stockNote: '' };
const option = { name: 'Size', values: ['S0', 'S1', 'S2'] };

/** [prices in cents, which of them are archived, the product's price]. */
const cases: [string, number[], number[], number | null][] = [
  ['one variant', [1250], [], 1250],
  ['the cheapest of several', [1500, 900, 1200], [], 900],
  ['the cheapest archived: the next cheapest', [1500, 900, 1200], [1], 1200],
  ['two at one price, one archived', [700, 700], [0], 700],
  ['every variant archived: none', [1500, 900], [0, 1], null],
];

/** A product with variants at `prices` (cents), then those at `archived` left out of an edit. */
async function productWith(prices: number[], archived: number[]) {
  return database.db.transaction(async (tx) => {
    const { product } = await addProduct(
      tx,
      {
        name: `Priced ${prices.join('-')}`,
        description: 'A test of prices.',
        img: '',
        minimumOrder: 1,
        options: [option],
      },
      prices.map((cents, i) => ({ options: { Size: `S${i}` }, price: cents / 100, availableQuentity: 3 })),
      stockEdit,
      false,
    );
    const made = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.rank);
    const kept = made.filter((_, i) => !archived.includes(i));
    await saveVariants(
      tx,
      product.id,
      [option],
      kept.map((variant) => ({ _id: variant.id, options: variant.options })),
      stockEdit,
    );
    return product.id;
  });
}

it.each(cases)(
  'prices a product the same in SQL and in TypeScript: %s',
  async (_, prices, archived, price) => {
    const id = await productWith(prices, archived);
    const variants = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(variants.filter((variant) => variant.archivedAt !== null)).toHaveLength(archived.length);
    const [inSql] = await queryRows<{ cents: number | null }>(
      database.db,
      sql`select ${productPriceSql(sql`${id}`)} as cents`,
    );
    expect(productPriceCents(variants)).toBe(price);
    expect(inSql!.cents === null ? null : Number(inSql!.cents)).toBe(price);
    if (price !== null) {
      const [product] = await database.db.select().from(products).where(eq(products.id, id));
      expect(product!.priceCents).toBe(price);
    }
  },
);
