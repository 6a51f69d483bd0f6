/**
 * The catalogue as CSV (docs/catalogue-csv.md): a dry run says what an import would do and every
 * problem by row and column, and changes nothing; an import is all or nothing, creates the
 * categories its paths name, and records stock as `import` movements; what the export writes, the
 * import reads back unchanged; a file over 20 MB is refused. Images by address are in
 * catalogueImportImages.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  WOOCOMMERCE_CSV_COLUMNS,
  type CatalogueImportReport,
} from '../../src/shared/catalogueCsv';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../src/shared/strings/catalogueCsv';
import { messages } from '../../src/shared/strings/validation';
import {
  csvOf,
  exportCsv as exportCsvOf,
  importCsv as importCsvAs,
  type CsvRow,
} from './support/catalogueCsv';
import { nextTurn } from '../../src/server/nextTurn';
import { ungroupedAmount } from '../../src/server/catalogue/csv/sourceFile';
import { bodyOf, errorOf, suiteEnvironment } from './support/environment';
import { movementsOf } from './support/stockLedger';

const env = suiteEnvironment();
let img: string;
beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
});

const importCsv = (csv: string, dryRun: boolean, as = env.admin) => importCsvAs(env, csv, dryRun, as);
const exportCsv = () => exportCsvOf(env);

let tags = 0;
/** A product's first row, with everything a product needs. */
const productRow = (fields: CsvRow = {}): CsvRow => {
  tags += 1;
  return {
    Handle: `tool-${tags}`,
    Title: `Import Tool ${tags}`,
    'Body (HTML)': 'A tool from the supplier’s list.',
    Vendor: 'Makita',
    'Variant Price': '19.99',
    'Variant Inventory Qty': 4,
    'Minimum Order': 1,
    'Image Src': img,
    Status: 'active',
    ...fields,
  };
};

/** The report of a file without errors: what its import did or, dry, would do. */
const reportOfClean = (
  counts: Pick<CatalogueImportReport, 'dryRun' | 'products' | 'variants'>,
): CatalogueImportReport => ({
  ...counts,
  applied: !counts.dryRun,
  errors: [],
  warnings: [],
});

const catalogueNames = async () => bodyOf(await env.api.listProducts()).map((product) => product.name);

describe('a dry run', () => {
  it('counts what would be created and changes nothing', async () => {
    const drill = productRow({
      'Option1 Name': 'Voltage',
      'Option1 Value': '18 V',
      'Variant SKU': `DRL-18-${tags}`,
      'Product Category': 'Tools > Power tools > Drills',
    });
    const csv = csvOf([
      drill,
      { Handle: drill.Handle, 'Option1 Value': '12 V', 'Variant Price': '14.50', 'Variant Inventory Qty': 2 },
      productRow(),
    ]);
    const before = await exportCsv();
    const report = bodyOf(await importCsv(csv, true));
    expect(report).toEqual(
      reportOfClean({ dryRun: true, products: { create: 2, update: 0 }, variants: { create: 3, update: 0 } }),
    );
    expect(await exportCsv()).toBe(before);
    expect(bodyOf(await env.api.listCategories()).map((category) => category.name)).not.toContain('Drills');
  });
});

describe('every problem, by row and column', () => {
  it('names a missing Handle or Title and a repeated column on row 1, and a column it does not keep once in the warnings', async () => {
    const columns = [...CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'Title'), 'Colour', 'Handle'];
    const report = bodyOf(await importCsv(csvOf([productRow()], columns), true));
    expect(report.errors).toEqual([
      { row: 1, column: 'Handle', message: e.repeatedColumn },
      { row: 1, column: 'Title', message: e.missingColumn },
    ]);
    const unknown = bodyOf(
      await importCsv(csvOf([productRow()], [...CATALOGUE_CSV_COLUMNS, 'Colour']), true),
    );
    expect(unknown).toMatchObject({ errors: [], warnings: [w.columnsIgnored(['Colour'])] });
  });

  it('refuses with 400 a file that is neither the shop’s, Shopify’s nor WooCommerce’s, naming the columns expected', async () => {
    const res = await importCsv('Product,Price\r\nHammer,12\r\n', true);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(e.unknownFormat(REQUIRED_CSV_COLUMNS, WOOCOMMERCE_CSV_COLUMNS));
  });

  it('lists each bad cell and each row that contradicts another', async () => {
    const drill = productRow({ 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'DUP-SKU' });
    const rows: CsvRow[] = [
      productRow({ 'Variant Price': 'twelve' }), // 2
      productRow({ 'Variant Price': '-1' }), // 3
      productRow({ 'Variant Inventory Qty': '2.5' }), // 4
      productRow({ 'Product Category': 'Tools >  > Drills' }), // 5
      drill, // 6
      {
        Handle: drill.Handle,
        'Option1 Value': 'M',
        'Variant Price': 5,
        'Variant Inventory Qty': 1,
        'Variant SKU': 'dup-sku',
      }, // 7
      { Handle: drill.Handle, 'Option1 Value': 'S', 'Variant Price': 5, 'Variant Inventory Qty': 1 }, // 8
      { Handle: drill.Handle, 'Variant Price': 5, 'Variant Inventory Qty': 1 }, // 9
      productRow({ 'Variant Barcode': '4006381333931' }), // 10: a right EAN-13
      productRow({ 'Variant Barcode': '4006381333932' }), // 11: its check digit wrong
      productRow({ 'Variant Barcode': '4006381333931' }), // 12
      { Handle: 'never-started', 'Variant Price': 5, 'Variant Inventory Qty': 1 }, // 13
      { ...productRow(), Handle: drill.Handle }, // 14
      productRow({ Status: 'sold out' }), // 15
      productRow({ 'Image Src': 'ftp://example.com/x.png' }), // 16
      productRow({ 'Option2 Name': 'Colour', 'Option2 Value': 'Red' }), // 17
      productRow({ 'Option1 Value': 'Red' }), // 18
      productRow({ 'Variant Grams': 'heavy' }), // 19
      productRow({ Title: 'ab' }), // 20
      productRow({ 'Image Src': '/api/images/notAnImageOfTheShop' }), // 21
      { ...productRow(), Handle: 'nul\u0000handle' }, // 22
      productRow({ 'Option1 Name': 'Size', 'Option1 Value': 'S\u0000' }), // 23
      productRow({ 'Variant Inventory Qty': '-1' }), // 24
    ];
    const report = bodyOf(await importCsv(csvOf(rows), true));
    expect(report.errors).toEqual([
      { row: 2, column: 'Variant Price', message: messages.priceRequired },
      { row: 3, column: 'Variant Price', message: messages.pricePositive },
      { row: 4, column: 'Variant Inventory Qty', message: messages.wholeNumber },
      { row: 5, column: 'Product Category', message: e.categoryEmptyLevel },
      { row: 7, column: 'Variant SKU', message: e.skuRepeated(6) },
      { row: 8, column: 'Option1 Value', message: e.optionsRepeated(6) },
      { row: 9, column: 'Option1 Value', message: e.optionValueRequired('Size') },
      { row: 11, column: 'Variant Barcode', message: messages.barcodeCheckDigit },
      { row: 12, column: 'Variant Barcode', message: e.barcodeRepeated(10) },
      { row: 13, column: 'Title', message: e.continuesNothing },
      { row: 14, column: 'Handle', message: e.handleRepeated(6) },
      { row: 15, column: 'Status', message: e.badStatus },
      { row: 16, column: 'Image Src', message: messages.imageRequired },
      { row: 17, column: 'Option1 Name', message: e.optionNameMissing },
      { row: 17, column: 'Option2 Value', message: e.optionValueUnnamed },
      { row: 18, column: 'Option1 Value', message: e.optionValueUnnamed },
      { row: 19, column: 'Variant Grams', message: messages.weightInvalid },
      { row: 20, column: 'Title', message: messages.productNameMin },
      { row: 21, column: 'Image Src', message: e.imageUnknown },
      { row: 22, column: 'Handle', message: messages.nulCharacter },
      { row: 23, column: 'Option1 Value', message: messages.nulCharacter },
      { row: 24, column: 'Variant Inventory Qty', message: e.stockBelowZero(0) },
    ]);
  });

  it('refuses a SKU or barcode another product already has', async () => {
    const first = productRow({ 'Variant SKU': `TAKEN-${tags}`, 'Variant Barcode': '96385074' });
    expect(bodyOf(await importCsv(csvOf([first]), false)).applied).toBe(true);
    const second = productRow({
      'Variant SKU': String(first['Variant SKU']).toLowerCase(),
      'Variant Barcode': '96385074',
    });
    const report = bodyOf(await importCsv(csvOf([second]), true));
    expect(report.errors).toEqual([
      { row: 2, column: 'Variant Barcode', message: e.barcodeTaken(String(first.Title)) },
      { row: 2, column: 'Variant SKU', message: e.skuTaken(String(first.Title)) },
    ]);
  });

  it('says where a file stops being CSV, and that an empty one has no rows', async () => {
    const broken = bodyOf(await importCsv(`${csvOf([productRow()])}"unclosed,quote\r\n`, true));
    expect(broken.errors).toEqual([
      { row: 3, column: '', message: expect.stringMatching(/^The file is not readable as CSV/) },
    ]);
    expect(bodyOf(await importCsv(csvOf([]), true)).errors).toEqual([
      { row: 1, column: '', message: e.empty },
    ]);
  });
});

describe('importing', () => {
  it('is all or nothing: one bad row, and no product of the file is added', async () => {
    const good = productRow();
    const report = bodyOf(await importCsv(csvOf([good, productRow({ 'Variant Price': '-1' })]), false));
    expect(report).toMatchObject({
      dryRun: false,
      applied: false,
      errors: [{ row: 3, column: 'Variant Price' }],
    });
    expect(await catalogueNames()).not.toContain(good.Title);
  });

  it('adds the products, their variants and the missing categories, and records the stock as import movements', async () => {
    const drill = productRow({
      'Option1 Name': 'Voltage',
      'Option1 Value': '18 V',
      'Variant Price': '129.00',
      'Variant Inventory Qty': 7,
      'Product Category': 'Tools > Power tools > Drills',
      Vendor: 'Bosch',
    });
    const rows = [
      drill,
      { Handle: drill.Handle, 'Option1 Value': '12 V', 'Variant Price': '99.50', 'Variant Inventory Qty': 3 },
    ];
    const report = bodyOf(await importCsv(csvOf(rows), false));
    expect(report).toEqual(
      reportOfClean({
        dryRun: false,
        products: { create: 1, update: 0 },
        variants: { create: 2, update: 0 },
      }),
    );
    const product = bodyOf(await env.api.listProducts()).find((p) => p.name === drill.Title)!;
    expect(product).toMatchObject({ price: 99.5, availableQuentity: 10, brand: 'Bosch' });
    const tree = bodyOf(await env.api.listCategories());
    const drills = tree.find((category) => category.name === 'Drills')!;
    const power = tree.find((category) => category._id === drills.parentId)!;
    expect(power.name).toBe('Power tools');
    expect(tree.find((category) => category._id === power.parentId)?.name).toBe('Tools');
    expect(product.categoryId).toBe(drills._id);

    const moves = await movementsOf(env, { productId: product._id });
    expect(moves.map((move) => [move.reason, move.delta, move.actorEmail]).sort()).toEqual([
      ['import', 3, env.admin.email],
      ['import', 7, env.admin.email],
    ]);
  });

  it('updates a product by its handle, its stock moving by the difference', async () => {
    const row = productRow({ 'Variant Inventory Qty': 10 });
    bodyOf(await importCsv(csvOf([row]), false));
    const product = bodyOf(await env.api.listProducts()).find((p) => p.name === row.Title)!;
    const again = { ...row, Handle: product._id, Title: `${row.Title} Mk II`, 'Variant Inventory Qty': 6 };
    expect(bodyOf(await importCsv(csvOf([again]), false))).toMatchObject({
      applied: true,
      products: { create: 0, update: 1 },
      variants: { create: 0, update: 1 },
    });
    expect(await env.listedStockOf({ ...product, name: String(again.Title) })).toBe(6);
    const moves = await movementsOf(env, { productId: product._id });
    expect(moves.map((move) => [move.reason, move.delta, move.stockAfter])).toEqual([
      ['import', -4, 6],
      ['import', 10, 10],
    ]);
  });

  it('takes a file of some megabytes, and refuses one over 20 MB with a message saying so', async () => {
    const rows = Array.from({ length: 400 }, () =>
      productRow({ 'Body (HTML)': 'A long description. '.repeat(180) }),
    );
    const large = csvOf(rows);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    expect(bodyOf(await importCsv(large, true))).toMatchObject({ products: { create: 400 }, errors: [] });

    const huge = csvOf([productRow({ 'Body (HTML)': 'x'.repeat(20 * 1024 * 1024) })]);
    const res = await importCsv(huge, false);
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe(e.tooLarge(20));
  });

  it('leaves the shop answering while it runs: /api/health is answered before a large import has finished', async () => {
    const rows = Array.from({ length: 3_000 }, () => productRow());
    let finished = false;
    const importing = importCsv(csvOf(rows), false).then((res) => {
      finished = true;
      return res;
    });
    let answeredMeanwhile = 0;
    while (!finished) {
      // Each on a turn of the event loop of its own, as a request through the network arrives.
      await nextTurn();
      const health = await env.api.health();
      if (health.status === 200 && !finished) answeredMeanwhile += 1;
    }
    expect(bodyOf(await importing)).toMatchObject({ applied: true, products: { create: 3_000 } });
    expect(answeredMeanwhile).toBeGreaterThan(0);
  });

  it('refuses a body that is not CSV', async () => {
    const res = await env.api.importCatalogue({
      as: env.admin,
      query: { dryRun: 'true' },
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ csv: 'Handle' }),
    });
    expect(res.status).toBe(415);
    expect(errorOf(res).message).toBe(e.sendAsCsv);
  });
});

describe('prices written with their digits grouped', () => {
  it('drops commas grouping thousands or lakhs, and nothing else', () => {
    expect(ungroupedAmount('1,499.00')).toBe('1499.00');
    expect(ungroupedAmount('12,500')).toBe('12500');
    expect(ungroupedAmount('1,234,567.89')).toBe('1234567.89');
    expect(ungroupedAmount('12,34,567.89')).toBe('1234567.89');
    expect(ungroupedAmount('1,00,000')).toBe('100000');
    expect(ungroupedAmount('19.99')).toBe('19.99');
    expect(ungroupedAmount('')).toBe('');
    for (const cell of [
      '12,50',
      '1,2,3',
      '1,23',
      '1234,567',
      ',500',
      '1,500,',
      '1,50,0000',
      '1.499,00',
      '12,5000',
    ]) {
      expect(ungroupedAmount(cell), cell).toBeNull();
    }
  });

  it('imports grouped prices from the shop’s own (Shopify’s) file and WooCommerce’s, and names a decimal comma by row and column', async () => {
    const grouped = productRow({ 'Variant Price': '1,499.00' });
    const lakhs = productRow({ 'Variant Price': '1,23,456.00' });
    const wholes = productRow({ 'Variant Price': '12,500' });
    expect(bodyOf(await importCsv(csvOf([grouped, lakhs, wholes]), false))).toMatchObject({
      applied: true,
      errors: [],
    });
    const listed = bodyOf(await env.api.listProducts());
    const priceOf = (title: unknown) => listed.find((product) => product.name === title)?.price;
    expect([priceOf(grouped.Title), priceOf(lakhs.Title), priceOf(wholes.Title)]).toEqual([
      1499, 123456, 12500,
    ]);

    const woo = [
      'Type,SKU,Name,Regular price,Sale price,Stock,Parent',
      'simple,GROUPED-W1,Grouped Woo Saw,"12,500",,2,',
      'simple,GROUPED-W2,Grouped Woo Drill,"26,000.00","24,500.00",1,',
    ].join('\r\n');
    expect(bodyOf(await importCsv(`${woo}\r\n`, false))).toMatchObject({ applied: true, errors: [] });
    const wooListed = bodyOf(await env.api.listProducts());
    expect(wooListed.find((product) => product.name === 'Grouped Woo Saw')?.price).toBe(12500);
    expect(wooListed.find((product) => product.name === 'Grouped Woo Drill')?.price).toBe(24500);

    const report = bodyOf(
      await importCsv(
        csvOf([productRow({ 'Variant Price': '12,50' }), productRow({ 'Variant Price': '1,2,3' })]),
        true,
      ),
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'Variant Price', message: e.amountCommas },
      { row: 3, column: 'Variant Price', message: e.amountCommas },
    ]);
    const wooComma =
      'Type,SKU,Name,Regular price,Stock,Parent\r\nsimple,COMMA-W1,Comma Woo Saw,"12,50",2,\r\n';
    expect(bodyOf(await importCsv(wooComma, true)).errors).toEqual([
      { row: 2, column: 'Regular price', message: e.amountCommas },
    ]);
  });
});

describe('the export', () => {
  it('is read back by the import unchanged: every product an update, and the same file after', async () => {
    const drill = productRow({
      Title: '-10% Drill, "heavy duty"',
      'Option1 Name': 'Voltage',
      'Option1 Value': '18 V',
      'Option2 Name': 'Battery',
      'Option2 Value': '5 Ah',
      'Variant SKU': `RT-${tags}`,
      'Variant Barcode': '4006381333931',
      'Variant Grams': 1800,
      'Product Category': 'Tools > Power tools > Drills',
      'Body (HTML)': '=SUM(A1) is no formula here\nLine two',
      // A shop with no regime keeps any rate and code as given.
      'Tax Rate': '12.5',
      'HSN Code': '8467.21',
    });
    const archived = productRow({ Status: 'archived', 'Variant Inventory Qty': 0 });
    bodyOf(
      await importCsv(
        csvOf([
          drill,
          {
            Handle: drill.Handle,
            'Option1 Value': '12 V',
            'Option2 Value': '2 Ah',
            'Variant Price': 9,
            'Variant Inventory Qty': 0,
          },
          archived,
        ]),
        false,
      ),
    );
    // A tool an offline counter sale took below zero is exported so, and read back so.
    const chisel = await env.createProduct({ name: 'Oversold Chisel', price: 8, availableQuentity: 1 });
    const session = bodyOf(
      await env.api.openRegister({ as: env.admin, body: { register: 'Counter 1', float: 0 } }),
    );
    const sold = await env.api.counterSale({
      as: env.admin,
      body: {
        saleId: `csv-${tags}`,
        sessionId: session._id,
        lines: [{ variantId: chisel._id, quantity: 3 }],
        payments: [{ method: 'cash', tendered: 24 }],
        offline: true,
        takenAt: new Date().toISOString(),
      },
    });
    expect(sold.status).toBe(201);
    const exported = await exportCsv();
    // An id that starts with '-' is written neutralised, behind a quote, as any such cell.
    expect(exported).toMatch(new RegExp(`^'?${chisel._id},.*,-2,`, 'm'));
    expect(exported.split('\r\n')[0]).toBe(CATALOGUE_CSV_COLUMNS.join(','));
    expect(exported).toContain(',archived\r\n');
    // The drill as it was sent: its words kept, what could start a formula kept as text.
    expect(exported).toContain(`,"'-10% Drill, ""heavy duty""","'=SUM(A1) is no formula here\nLine two"`);
    expect(exported).toContain(`,Voltage,18 V,Battery,5 Ah,,,${drill['Variant SKU']},4006381333931,`);
    expect(exported).toMatch(new RegExp(`${drill['Variant SKU']},4006381333931,[^,]*,[^,]*,1800,`));
    // The product's own columns on its first row only, its tax among them.
    expect(exported).toMatch(
      new RegExp(`,1800,1,12\\.5,846721,${img},active\r\n[^\r]*,12 V,[^\r]*,0,,,,,,\r\n`),
    );

    const variantRows = exported.trimEnd().split('\r\n').length - 1;
    const productCount = new Set(
      exported
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).size;
    expect(bodyOf(await importCsv(exported, true))).toEqual(
      reportOfClean({
        dryRun: true,
        products: { create: 0, update: productCount },
        variants: { create: 0, update: variantRows },
      }),
    );
    expect(bodyOf(await importCsv(exported, false)).applied).toBe(true);
    expect(await exportCsv()).toBe(exported);
  });
});
