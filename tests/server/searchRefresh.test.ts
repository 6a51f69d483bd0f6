/**
 * What `GET /search` finds follows every write that changes it (docs/search.md): a product added or
 * edited, its variants added, re-coded or archived by the product form or a CSV import, a bulk load
 * that writes many products' variants in one statement, a category renamed or moved; and the
 * in-stock filter follows the stock that adjustments and orders move.
 */
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillLargeCatalogue } from '../../scripts/largeCatalogue';
import { productVariants } from '../../src/server/db/schema';
import type { SearchQueryInput, SearchResult } from '../../src/shared/catalogueSchemas';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../src/shared/catalogueCsv';
import type { Product } from '../../src/shared/entities';
import { bodyOf, suiteEnvironment } from './support/environment';

// A customer may hold all of a tool's stock unpaid: the in-stock test orders the last units.
const env = suiteEnvironment({ env: { MAX_HELD_SHARE: '1' } });

const search = async (query: SearchQueryInput): Promise<SearchResult> =>
  bodyOf(await env.api.searchProducts({ query }));
const idsFound = async (query: SearchQueryInput) => (await search(query)).items.map((p) => p._id);
/**
 * What a search for a code beside another word finds. A whole code alone is looked up in the
 * variants themselves; only beside another word does it show what the product's search columns hold.
 */
const foundBy = (code: string, word: string) => idsFound({ q: `${code} ${word}`, pageSize: 100 });

let img: string;
beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
});

const BATTERIES = ['2 Ah', '5 Ah'];

/** A drill sold in two batteries, each with its SKU and barcode. */
async function addDrill(name: string, codes: { sku: string[]; barcode: string[] }): Promise<Product> {
  const res = await env.api.addProduct({
    as: env.admin,
    body: {
      name,
      description: 'Drills into brick and timber.',
      img,
      minimumOrder: 1,
      brand: 'Quellmark',
      options: [{ name: 'Battery', values: BATTERIES }],
      variants: BATTERIES.map((battery, i) => ({
        options: { Battery: battery },
        sku: codes.sku[i],
        barcode: codes.barcode[i],
        price: 99 + 30 * i,
        availableQuantity: 3,
      })),
    },
  });
  expect(res.status).toBe(201);
  return bodyOf(res);
}

describe('the product form', () => {
  it('a product added with variants is found by its name, brand, SKUs and barcodes', async () => {
    const drill = await addDrill('Zephyrine Hammer Drill', {
      sku: ['ZEP-2AH', 'ZEP-5AH'],
      barcode: ['4006381333931', '4012345678901'],
    });
    for (const q of ['zephyrine', 'quellmark zephyrine'])
      expect(await idsFound({ q }), q).toEqual([drill._id]);
    for (const q of ['zep-2ah', 'ZEP-5AH', '4006381333931', '4012345678901'])
      expect(await foundBy(q, 'drill'), q).toContain(drill._id);
  });

  it('an edit that re-codes, adds and archives variants, renames and re-files the product: search follows', async () => {
    const drill = await addDrill('Marlowe Impact Drill', {
      sku: ['KX7731', 'PW5520'],
      barcode: ['8711253001202', '3045386371105'],
    });
    const category = bodyOf(
      await env.api.addCategory({ as: env.admin, body: { name: 'Ostrander fixings' } }),
    );
    const [twoAh] = drill.variants;
    const edited = await env.api.editProduct({
      as: env.admin,
      params: { id: drill._id },
      headers: { 'if-match': String(drill.version) },
      body: {
        name: 'Marlowe Percussion Drill',
        categoryId: category._id,
        options: [{ name: 'Battery', values: ['2 Ah', '8 Ah'] }],
        variants: [
          {
            _id: twoAh!._id,
            options: { Battery: '2 Ah' },
            sku: 'TY9904',
            price: 99,
            availableQuantity: 3,
          },
          {
            options: { Battery: '8 Ah' },
            sku: 'BN6618',
            barcode: '7501031311309',
            price: 159,
            availableQuantity: 1,
          },
        ],
      },
    });
    expect(edited.status).toBe(200);
    // The re-coded variant's new SKU, the added variant's codes, the new name and category find it.
    for (const q of ['percussion', 'ostrander fixings'])
      expect(await idsFound({ q }), q).toEqual([drill._id]);
    // So do their typos, and a typo of the old name finds it no more.
    for (const q of ['percusion', 'ostrandr fixings', 'marlow percussion'])
      expect(await idsFound({ q }), q).toEqual([drill._id]);
    expect(await idsFound({ q: 'marlowe impactt' })).not.toContain(drill._id);
    for (const q of ['ty9904', 'BN6618', '7501031311309', '8711253001202'])
      expect(await foundBy(q, 'drill'), q).toContain(drill._id);
    // The old SKU, the archived variant's codes and the old name find it no more.
    for (const q of ['KX7731', 'PW5520', '3045386371105'])
      expect(await foundBy(q, 'drill'), q).not.toContain(drill._id);
    expect(await idsFound({ q: 'impact marlowe' })).not.toContain(drill._id);

    // A re-code alone, with no variant added or archived beside it.
    const [kept, added] = bodyOf(edited).variants;
    const recoded = await env.api.editProduct({
      as: env.admin,
      params: { id: drill._id },
      headers: { 'if-match': String(bodyOf(edited).version) },
      body: {
        variants: [
          { _id: kept!._id, options: { Battery: '2 Ah' }, sku: 'TY9904', price: 99, availableQuantity: 3 },
          { _id: added!._id, options: { Battery: '8 Ah' }, sku: 'CW1187', price: 159, availableQuantity: 1 },
        ],
      },
    });
    expect(recoded.status).toBe(200);
    expect(await foundBy('CW1187', 'drill')).toContain(drill._id);
    expect(await foundBy('BN6618', 'drill')).not.toContain(drill._id);
  });

  it('a product taken out of the catalogue is found by nothing', async () => {
    const drill = await addDrill('Thistlewood Drill', {
      sku: ['RM2207', 'GE4419'],
      barcode: ['9780201379624', '5901234123457'],
    });
    expect((await env.api.deleteProduct({ as: env.admin, params: { id: drill._id } })).status).toBe(200);
    for (const q of ['thistlewood', 'RM2207', '5901234123457'])
      expect(await idsFound({ q }), q).not.toContain(drill._id);
  });
});

type CsvRow = Partial<Record<CatalogueCsvColumn, string | number>>;
const csvOf = (rows: CsvRow[]): string =>
  [CATALOGUE_CSV_COLUMNS, ...rows.map((row) => CATALOGUE_CSV_COLUMNS.map((column) => row[column] ?? ''))]
    .map((cells) => `${cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',')}\r\n`)
    .join('');
const importCsv = async (rows: CsvRow[]) => {
  const res = await env.api.importCatalogue({
    as: env.admin,
    query: { dryRun: 'false' },
    headers: { 'content-type': 'text/csv' },
    payload: csvOf(rows),
  });
  expect(bodyOf(res).errors).toEqual([]);
};

describe('a CSV import', () => {
  it('finds new products by their codes and category; an update re-codes; a variant left out is lost', async () => {
    const first: CsvRow = {
      Handle: 'wrenfield-spanner',
      Title: 'Wrenfield Spanner',
      'Body (HTML)': 'Chrome vanadium.',
      Vendor: 'Quellmark',
      'Product Category': 'Tools > Larkspur spanners',
      'Option1 Name': 'Size',
      'Option1 Value': '10 mm',
      'Variant SKU': 'LQ4410',
      'Variant Barcode': '4001234567891',
      'Variant Price': '9.50',
      'Variant Inventory Qty': 5,
      'Minimum Order': 1,
      'Image Src': img,
      Status: 'active',
    };
    const second: CsvRow = {
      Handle: 'wrenfield-spanner',
      'Option1 Value': '13 mm',
      'Variant SKU': 'ZD8823',
      'Variant Price': '11',
      'Variant Inventory Qty': 5,
    };
    await importCsv([first, second]);
    const [spanner] = (await search({ q: 'ZD8823' })).items;
    expect(spanner?.name).toBe('Wrenfield Spanner');
    for (const q of ['lq4410', '4001234567891'])
      expect(await foundBy(q, 'spanner'), q).toContain(spanner!._id);
    expect(await idsFound({ q: 'larkspur spanners' })).toEqual([spanner!._id]);

    // The product's id as its Handle updates it: the 10 mm re-coded, the 13 mm left out.
    await importCsv([{ ...first, Handle: spanner!._id, 'Variant SKU': 'HV3391', 'Variant Barcode': '' }]);
    expect(await foundBy('HV3391', 'spanner')).toContain(spanner!._id);
    for (const q of ['LQ4410', '4001234567891', 'ZD8823'])
      expect(await foundBy(q, 'spanner'), q).not.toContain(spanner!._id);

    // Renamed and re-filed by a file that changes its picture too: found by its new words alone.
    await importCsv([
      {
        ...first,
        Handle: spanner!._id,
        Title: 'Wrenfield Ratchet',
        'Product Category': 'Tools > Corvid ratchets',
        'Variant SKU': 'HV3391',
        'Variant Barcode': '',
        'Minimum Order': 2,
      },
    ]);
    expect(await idsFound({ q: 'corvid ratchets' })).toEqual([spanner!._id]);
    expect(await foundBy('HV3391', 'ratchet')).toContain(spanner!._id);
    expect(await idsFound({ q: 'larkspur spanners' })).toEqual([]);
  });
});

describe('a bulk load', () => {
  it('writes many products’ variants in one statement, and each product is found by its own codes', async () => {
    const made = await env.db.transaction((tx) =>
      fillLargeCatalogue(tx, { count: 30, variantsPerProduct: 3, tag: 'refresh' }),
    );
    const variants = await env.db
      .select({
        productId: productVariants.productId,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
      })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          made.map((product) => product.id),
        ),
      );
    expect(variants).toHaveLength(90);
    for (const variant of variants)
      expect(await foundBy(variant.barcode!, 'refresh'), variant.barcode!).toContain(variant.productId);
  });
});

describe('categories', () => {
  it('renaming or moving a category re-files its products for search', async () => {
    const add = async (name: string, parentId?: string) =>
      bodyOf(await env.api.addCategory({ as: env.admin, body: { name, parentId } }));
    const garden = await add('Pellucid garden');
    const shears = await add('Shears', garden._id);
    const workshop = await add('Vantablue workshop');
    const tool = await env.createProduct({ name: 'Hedge Trimmer', categoryId: shears._id });
    expect(await idsFound({ q: 'pellucid' })).toEqual([tool._id]);

    await env.api.editCategory({ as: env.admin, params: { id: shears._id }, body: { name: 'Loppers' } });
    expect(await idsFound({ q: 'loppers pellucid' })).toEqual([tool._id]);

    await env.api.editCategory({
      as: env.admin,
      params: { id: shears._id },
      body: { parentId: workshop._id },
    });
    expect(await idsFound({ q: 'vantablue loppers' })).toEqual([tool._id]);
    expect(await idsFound({ q: 'vantablu lopers' })).toEqual([tool._id]);
    expect(await idsFound({ q: 'pellucid' })).toEqual([]);
    expect(await idsFound({ q: 'pelucid' })).toEqual([]);
  });
});

describe('the in-stock filter', () => {
  it('follows the stock that an adjustment, an order for the last units and its cancellation move', async () => {
    const tool = await env.createProduct({ name: 'Gossamer Level', availableQuentity: 0 });
    const inStock = () => idsFound({ q: 'gossamer', inStock: 'true' });
    expect(await idsFound({ q: 'gossamer' })).toEqual([tool._id]);
    expect(await inStock()).toEqual([]);

    const counted = await env.api.adjustStock({
      as: env.admin,
      body: { variantId: tool.variants[0]!._id, kind: 'count', quantity: 2 },
    });
    expect(counted.status).toBe(201);
    expect(await inStock()).toEqual([tool._id]);

    const order = await env.placeOrder(env.userA, tool, 2);
    expect(await inStock()).toEqual([]);
    expect((await env.api.cancelOrder({ as: env.userA, params: { id: order._id } })).status).toBe(200);
    expect(await inStock()).toEqual([tool._id]);
  });
});
