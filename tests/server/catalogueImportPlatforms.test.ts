/**
 * A shop moving in (docs/catalogue-csv.md): Shopify's real export (a partners' sample store) and
 * WooCommerce's own sample products import as they are, read from ../shared/real-exports, their
 * pictures served by an image server of the test's own on loopback. Fixtures of our own, from each
 * platform's documented columns, add what those two lack: SKUs, barcodes, stock, deeper categories,
 * drafts. Every product, variant, price, stock and category is checked through the shop's own export;
 * an updated export updates the same products; a round trip through our export changes nothing.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS } from '../../src/shared/catalogueCsv';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../src/shared/strings/catalogueCsv';
import { readRealExport, withImagesAt } from '../support/realExports';
import { exportCsv, importCsv } from './support/catalogueCsv';
import { bodyOf, suiteEnvironment } from './support/environment';
import { makePng } from './support/png';
import { expectStockMatchesLedger } from './support/stockLedger';

const env = suiteEnvironment({ env: { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' } });
const png = makePng(5, 4, [30, 120, 200]);
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/gone/')) return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8');
const imported = async (csv: string) => {
  const report = bodyOf(await importCsv(env, csv, false));
  expect(report.errors).toEqual([]);
  expect(report.applied).toBe(true);
  return report;
};

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true }) as Row[];

/** The shop's export, a product's rows by its handle, each row's own columns as exported. */
async function exportedProducts(): Promise<Map<string, Row[]>> {
  const byHandle = new Map<string, Row[]>();
  for (const row of rowsOf(await exportCsv(env))) {
    byHandle.set(row.Handle!, [...(byHandle.get(row.Handle!) ?? []), row]);
  }
  return byHandle;
}

/** What a product is expected to be once imported: its own columns and its variants' (as exported). */
interface Expected {
  title: string;
  vendor?: string;
  category: string;
  status: 'active' | 'archived';
  options: string[];
  variants: {
    values: string[];
    sku?: string;
    barcode?: string;
    price: string;
    stock: string;
    grams?: string;
  }[];
}

function expectProduct(rows: Row[] | undefined, expected: Expected): void {
  expect(rows, expected.title).toBeDefined();
  const [first] = rows!;
  expect(first).toMatchObject({
    Title: expected.title,
    'Product Category': expected.category,
    Status: expected.status,
    ...(expected.vendor !== undefined && { Vendor: expected.vendor }),
  });
  expect(first!['Image Src']).toMatch(/^\/api\/images\//);
  expect([first!['Option1 Name'], first!['Option2 Name'], first!['Option3 Name']].filter(Boolean)).toEqual(
    expected.options,
  );
  expect(
    rows!.map((row) => ({
      values: [row['Option1 Value'], row['Option2 Value'], row['Option3 Value']].filter(Boolean),
      sku: row['Variant SKU'],
      barcode: row['Variant Barcode'],
      price: row['Variant Price'],
      stock: row['Variant Inventory Qty'],
      grams: row['Variant Grams'],
    })),
    expected.title,
  ).toEqual(expected.variants.map((variant) => ({ sku: '', barcode: '', grams: '', ...variant })));
}

/** A round trip through the shop's own export: every product and variant an update, the file the same after. */
async function expectRoundTrip(): Promise<void> {
  const exported = await exportCsv(env);
  const report = bodyOf(await importCsv(env, exported, true));
  expect(report.errors).toEqual([]);
  expect(report.products.create + report.variants.create).toBe(0);
  expect(bodyOf(await importCsv(env, exported, false)).applied).toBe(true);
  expect(await exportCsv(env)).toBe(exported);
  await expectStockMatchesLedger(env.db);
}

describe('Shopify’s real export (shopify-jewelery.csv)', () => {
  const real = readRealExport('shopify-jewelery.csv');
  const file = () => withImagesAt(real, origin);
  const source = rowsOf(real);

  /** The file's products as Shopify means them, read plainly from its rows. */
  const expectedProducts = () => {
    const products = new Map<string, Expected>();
    for (const row of source) {
      if (row.Title) {
        const defaultTitle = row['Option1 Value'] === 'Default Title';
        products.set(row.Handle!, {
          title: row.Title,
          vendor: row.Vendor,
          category: row.Type!,
          status: row.Published === 'false' ? 'archived' : 'active',
          options: defaultTitle ? [] : [row['Option1 Name']!],
          variants: [],
        });
      }
      if (!row['Variant Price']) continue;
      const product = products.get(row.Handle!)!;
      product.variants.push({
        values: product.options.length ? [row['Option1 Value']!] : [],
        price: Number(row['Variant Price']).toFixed(2),
        stock: row['Variant Inventory Qty']!,
        grams: row['Variant Grams']!,
      });
    }
    return products;
  };

  it('imports as it is: a dry run fetching its pictures, the columns the shop does not keep named once, then every product, variant, price, stock and category', async () => {
    const expected = expectedProducts();
    expect(expected.size).toBe(20);
    const header = real.slice(0, real.indexOf('\r\n')).split(',');
    const read = new Set<string>([...CATALOGUE_CSV_COLUMNS, 'Type', 'Published', 'Variant Weight Unit']);
    const dry = bodyOf(await importCsv(env, file(), true));
    expect(dry).toEqual({
      dryRun: true,
      applied: false,
      products: { create: 20, update: 0 },
      variants: { create: 23, update: 0 },
      errors: [],
      warnings: [
        w.columnsIgnored(header.filter((name) => !read.has(name))),
        w.compareAtPriceIgnored(17),
        w.extraImages([
          'chain-bracelet',
          'leather-anchor',
          'boho-earrings',
          'choker-with-bead',
          'choker-with-gold-pendant',
          'dainty-gold-neclace',
          'dreamcatcher-pendant-necklace',
          'gemstone',
          'guardian-angel-earrings',
          'moon-charm-bracelet',
          'origami-crane-necklace',
          'pretty-gold-necklace',
          'silver-threader-necklace',
        ]),
      ],
    });

    await imported(file());
    const products = await exportedProducts();
    expect(products.size).toBe(20);
    for (const [handle, product] of expected) expectProduct(products.get(handle), product);
    // Spot checks of what the reading above could share a mistake with.
    expectProduct(products.get('chain-bracelet'), {
      title: '7 Shakra Bracelet',
      category: 'Bracelet',
      status: 'active',
      options: ['Color'],
      variants: [
        { values: ['Blue'], price: '42.99', stock: '1', grams: '0' },
        { values: ['Black'], price: '42.99', stock: '0', grams: '0' },
      ],
    });
    expect(products.get('boho-earrings')![0]).toMatchObject({ 'Variant Grams': '28', 'Option1 Name': '' });

    // Body (HTML) kept as sanitised HTML; the editor's line separator is a line feed.
    const listed = bodyOf(await env.api.listProducts());
    const choker = listed.find((product) => product.name === 'Choker with Gold Pendant')!;
    expect(choker.description).toContain('<ul>\n<li>14k yellow gold</li>');
    expect(choker.description).not.toMatch(/\u2028/);
  });

  it('an updated export updates the same products in place, found by their Handle', async () => {
    const edited = file().replace('chain-bracelet,7 Shakra Bracelet', 'chain-bracelet,Seven Chakra Bracelet');
    const report = await imported(edited);
    expect(report).toMatchObject({
      products: { create: 0, update: 20 },
      variants: { create: 0, update: 23 },
    });
    const products = await exportedProducts();
    expect(products.size).toBe(20);
    expect(products.get('chain-bracelet')![0]!.Title).toBe('Seven Chakra Bracelet');
  });

  it('reads back through the shop’s own export unchanged', async () => {
    await expectRoundTrip();
  });

  it('names a picture the dry run cannot fetch, by row', async () => {
    const broken = file().replace(
      `${origin}/burst.shopifycdn.com/photos/galaxy-earrings_925x.jpg`,
      `${origin}/gone/x.jpg`,
    );
    const row = source.findIndex((r) => r.Handle === 'galaxy-earrings') + 2;
    const report = bodyOf(await importCsv(env, broken, true));
    expect(report.errors).toEqual([
      {
        row,
        column: 'Image Src',
        message: e.imageUnreachable(e.unreachableStatus(404)),
        unfetchedImage: true,
      },
    ]);
  });
});

describe('WooCommerce’s sample products (woocommerce-sample_products.csv)', () => {
  const real = readRealExport('woocommerce-sample_products.csv');
  const file = () => withImagesAt(real, origin);
  const simple = (title: string, sku: string, price: string, category: string, grams = ''): Expected => ({
    title,
    category,
    status: 'active',
    options: [],
    variants: [{ values: [], sku, price, stock: '0', grams }],
  });

  it('imports as it is: simple and variable products with their variations, sale prices, no stock, grouped and external left out', async () => {
    const dry = bodyOf(await importCsv(env, file(), true));
    expect(dry).toMatchObject({ errors: [], products: { create: 16, update: 0 }, variants: { create: 27 } });
    expect(dry.warnings).toEqual([
      expect.stringMatching(/^These \d+ columns are not kept by the shop and left out: Is featured\?, /),
      w.wooSkipped(['Logo Collection', 'WordPress Pennant']),
      w.wooSalePrice(7),
      w.wooEmptyStock(21),
      w.wooAnyExpanded('V-Neck T-Shirt - Red', 16, ['Size']),
      w.wooAnyExpanded('V-Neck T-Shirt - Green', 17, ['Size']),
      w.wooAnyExpanded('V-Neck T-Shirt - Blue', 18, ['Size']),
      w.extraImages(['woo-vneck-tee', 'woo-hoodie']),
    ]);

    await imported(file());
    const products = await exportedProducts();
    expect([...products.keys()].filter((handle) => /^woo-/i.test(handle))).toHaveLength(16);
    const sizes = ['Large', 'Medium', 'Small'];
    expectProduct(products.get('woo-vneck-tee'), {
      title: 'V-Neck T-Shirt',
      category: 'Clothing > Tshirts',
      status: 'active',
      options: ['Color', 'Size'],
      variants: [
        ...sizes.map((size) => ({ values: ['Red', size], price: '20.00', stock: '0', grams: '227' })),
        ...sizes.map((size) => ({ values: ['Green', size], price: '20.00', stock: '0', grams: '227' })),
        ...sizes.map((size) => ({ values: ['Blue', size], price: '15.00', stock: '0', grams: '227' })),
      ],
    });
    expectProduct(products.get('woo-hoodie'), {
      title: 'Hoodie',
      category: 'Clothing > Hoodies',
      status: 'active',
      options: ['Color', 'Logo'],
      variants: [
        { values: ['Red', 'No'], sku: 'woo-hoodie-red', price: '42.00', stock: '0', grams: '680' },
        { values: ['Green', 'No'], sku: 'woo-hoodie-green', price: '45.00', stock: '0', grams: '680' },
        { values: ['Blue', 'No'], sku: 'woo-hoodie-blue', price: '45.00', stock: '0', grams: '680' },
        { values: ['Blue', 'Yes'], sku: 'woo-hoodie-blue-logo', price: '45.00', stock: '0', grams: '680' },
      ],
    });
    const expectedSimple: Expected[] = [
      simple('Hoodie with Logo', 'woo-hoodie-with-logo', '45.00', 'Clothing > Hoodies', '907'),
      simple('T-Shirt', 'woo-tshirt', '18.00', 'Clothing > Tshirts', '363'),
      simple('Beanie', 'woo-beanie', '18.00', 'Clothing > Accessories', '91'),
      simple('Belt', 'woo-belt', '55.00', 'Clothing > Accessories', '544'),
      simple('Cap', 'woo-cap', '16.00', 'Clothing > Accessories', '272'),
      simple('Sunglasses', 'woo-sunglasses', '90.00', 'Clothing > Accessories', '91'),
      simple('Hoodie with Pocket', 'woo-hoodie-with-pocket', '35.00', 'Clothing > Hoodies', '1361'),
      simple('Hoodie with Zipper', 'woo-hoodie-with-zipper', '45.00', 'Clothing > Hoodies', '907'),
      simple('Long Sleeve Tee', 'woo-long-sleeve-tee', '25.00', 'Clothing > Tshirts', '454'),
      simple('Polo', 'woo-polo', '20.00', 'Clothing > Tshirts', '363'),
      simple('Album', 'woo-album', '15.00', 'Music'),
      simple('Single', 'woo-single', '2.00', 'Music'),
      simple('T-Shirt with Logo', 'Woo-tshirt-logo', '18.00', 'Clothing > Tshirts', '227'),
      simple('Beanie with Logo', 'Woo-beanie-logo', '18.00', 'Clothing > Accessories', '91'),
    ];
    for (const product of expectedSimple) expectProduct(products.get(product.variants[0]!.sku!), product);
  });

  it('an updated export updates the same products in place, found by their SKU', async () => {
    const report = await imported(file().replace('Belt,1,', 'Leather Belt,1,'));
    expect(report).toMatchObject({
      products: { create: 0, update: 16 },
      variants: { create: 0, update: 27 },
    });
    expect((await exportedProducts()).get('woo-belt')![0]!.Title).toBe('Leather Belt');
    await expectRoundTrip();
  });

  it('names a variation whose parent is not in the file', async () => {
    const orphan = file().replace('hoodie-green-1.jpg,,,woo-hoodie,', 'hoodie-green-1.jpg,,,woo-hoody,');
    const row = rowsOf(real).findIndex((r) => r.SKU === 'woo-hoodie-green') + 2;
    expect(bodyOf(await importCsv(env, orphan, true)).errors).toEqual([
      { row, column: 'Parent', message: e.wooParentMissing('woo-hoody') },
    ]);
  });
});

describe('files of our own, from each platform’s documented columns', () => {
  it('Shopify: SKUs, barcodes, stock, a category four levels deep cut to three, drafts and unpublished products archived, HTML sanitised, the placeholder for a product without a picture', async () => {
    const csv = withImagesAt(fixture('shopify-hardware.csv'), origin);
    const dry = bodyOf(await importCsv(env, csv, true));
    expect(dry.warnings).toEqual([
      w.columnsIgnored([
        'Tags',
        'Variant Inventory Tracker',
        'Variant Inventory Policy',
        'Variant Compare At Price',
        'Image Position',
      ]),
      w.compareAtPriceIgnored(3),
      w.categoryCut([2], 3),
      w.extraImages(['cordless-drill']),
      w.placeholderImage(1),
    ]);
    await imported(csv);
    const products = await exportedProducts();
    expectProduct(products.get('cordless-drill'), {
      title: 'Cordless Drill',
      vendor: 'Makita',
      category: 'Hardware > Tools > Power Tools',
      status: 'active',
      options: ['Voltage', 'Battery'],
      variants: [
        {
          values: ['18 V', '5 Ah'],
          sku: 'DRL-18-5',
          barcode: '5901234123457',
          price: '129.00',
          stock: '7',
          grams: '1801',
        },
        {
          values: ['12 V', '2 Ah'],
          sku: 'DRL-12-2',
          barcode: '96385074',
          price: '89.00',
          stock: '0',
          grams: '1200',
        },
      ],
    });
    expectProduct(products.get('hex-key-set'), {
      title: 'Hex Key Set',
      category: 'Hand Tools',
      status: 'archived',
      options: [],
      variants: [
        { values: [], sku: 'HEX-9', barcode: '4006381333948', price: '12.50', stock: '25', grams: '250' },
      ],
    });
    expectProduct(products.get('safety-gloves'), {
      title: 'Safety Gloves',
      category: 'Safety',
      status: 'archived',
      options: ['Size'],
      variants: [
        { values: ['S'], sku: 'GLV-S', barcode: '8711253001202', price: '8.99', stock: '10', grams: '80' },
        { values: ['M'], sku: 'GLV-M', barcode: '5012345678900', price: '8.99', stock: '0', grams: '85' },
        { values: ['L'], sku: 'GLV-L', barcode: '9780201379624', price: '9.49', stock: '4', grams: '90' },
      ],
    });
    const drill = products.get('cordless-drill')![0]!;
    expect(drill['Body (HTML)']).toBe(
      `<h3>Two speeds</h3><p>Brushless, with a <a href="${origin}/example.com/manual" rel="nofollow noopener noreferrer">manual</a>.</p>`,
    );
    const gloves = products.get('safety-gloves')![0]!;
    const hex = products.get('hex-key-set')![0]!;
    expect(gloves['Image Src']).not.toBe(hex['Image Src']);
    const placeholder = await env.api.image({ params: { id: gloves['Image Src']!.split('/').pop()! } });
    expect(placeholder.headers['content-type']).toBe('image/png');
    await expectRoundTrip();
  });

  it('WooCommerce: a variation’s Parent by id:NN or SKU, barcodes, stock, kilograms, the first of several categories, a draft archived', async () => {
    const csv = withImagesAt(fixture('woocommerce-hardware.csv'), origin);
    const dry = bodyOf(await importCsv(env, csv, true));
    expect(dry).toMatchObject({ errors: [], products: { create: 2 }, variants: { create: 3 } });
    expect(dry.warnings).toEqual([
      w.columnsIgnored(['Is featured?', 'Tags', 'Attribute 1 visible', 'Attribute 1 global']),
      w.wooSalePrice(1),
      w.categoryCut([3], 3),
      w.extraImages(['WR-10']),
    ]);
    await imported(csv);
    const products = await exportedProducts();
    expectProduct(products.get('WR-10'), {
      title: 'Adjustable Wrench',
      category: 'Tools > Hand tools > Wrenches',
      status: 'active',
      options: [],
      variants: [
        { values: [], sku: 'WR-10', barcode: '7612345678900', price: '24.50', stock: '14', grams: '350' },
      ],
    });
    expectProduct(products.get('SAW'), {
      title: 'Circular Saw',
      category: 'Tools > Power tools > Saws',
      status: 'archived',
      options: ['Blade'],
      variants: [
        {
          values: ['165 mm'],
          sku: 'SAW-165',
          barcode: '5901234123464',
          price: '99.00',
          stock: '3',
          grams: '3200',
        },
        { values: ['190 mm'], sku: 'SAW-190', price: '139.00', stock: '5', grams: '3600' },
      ],
    });
    await expectRoundTrip();
  });

  it('a file of just the columns a shop needs: new products with the placeholder, then an update leaving every other field as it is', async () => {
    const minimal = 'Handle,Title,Variant SKU,Variant Price\r\nmallet,Rubber Mallet,MAL-1,14.00\r\n';
    const created = bodyOf(await importCsv(env, minimal, false));
    expect(created).toMatchObject({ applied: true, errors: [], warnings: [w.placeholderImage(1)] });
    const price = 'Handle,Title,Variant Price\r\nmallet,Rubber Mallet,15.50\r\n';
    expect(bodyOf(await importCsv(env, price, false))).toMatchObject({
      applied: true,
      products: { update: 1 },
    });
    expectProduct((await exportedProducts()).get('mallet'), {
      title: 'Rubber Mallet',
      category: '',
      status: 'active',
      options: [],
      variants: [{ values: [], sku: 'MAL-1', price: '15.50', stock: '0' }],
    });
    const weighed =
      'Handle,Title,Variant Price,Variant Weight,Variant Weight Unit\r\nanvil,Bench Anvil,40,2.5,lb\r\n';
    expect(bodyOf(await importCsv(env, weighed, false)).applied).toBe(true);
    expect((await exportedProducts()).get('anvil')![0]!['Variant Grams']).toBe('1134');
    const noPrice = 'Handle,Title\r\nnew-mallet,New Mallet\r\n';
    expect(bodyOf(await importCsv(env, noPrice, true)).errors).toEqual([
      { row: 2, column: '', message: e.priceForNewVariant },
    ]);
  });
});
