/**
 * The catalogue CSV's tax columns in a shop under GST (docs/catalogue-csv.md, docs/tax.md): `Tax Rate`
 * from GST's list or empty (the category's, else the shop's), `HSN Code` of 4, 6 or 8 digits, which a
 * new product must give and one that has it cannot lose; both read back as the export wrote them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../src/shared/strings/catalogueCsv';
import { taxMessages } from '../../src/shared/strings/taxMessages';
import { csvOf, exportCsv, importCsv, type CsvRow } from './support/catalogueCsv';
import { bodyOf, suiteEnvironment } from './support/environment';
import { gstShop } from '../support/taxShops';

const env = suiteEnvironment({ env: gstShop.settings });
let img: string;
beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
});

let tags = 0;
/** A product's first row under GST: everything a product needs, its HSN code included. */
const productRow = (fields: CsvRow = {}): CsvRow => {
  tags += 1;
  return {
    Handle: `gst-tool-${tags}`,
    Title: `GST Tool ${tags}`,
    'Body (HTML)': 'A tool from the supplier’s list.',
    'Variant Price': '1180',
    'Variant Inventory Qty': 4,
    'Minimum Order': 1,
    'HSN Code': '8205',
    'Image Src': img,
    Status: 'active',
    ...fields,
  };
};

const listed = async (title: unknown) =>
  bodyOf(await env.api.listProducts()).find((product) => product.name === title)!;

describe('the tax columns under GST', () => {
  it('refuses a rate off GST’s list or not a rate, and an HSN code missing or of the wrong length, by row', async () => {
    const drill = productRow({ 'Option1 Name': 'Voltage', 'Option1 Value': '18 V', 'Tax Rate': 18 });
    const rows: CsvRow[] = [
      productRow({ 'Tax Rate': 12 }), // 2
      productRow({ 'Tax Rate': 'eighteen' }), // 3
      productRow({ 'Tax Rate': '0x12' }), // 4
      productRow({ 'HSN Code': '' }), // 5: a new product without one
      productRow({ 'HSN Code': '82051' }), // 6
      productRow({ 'HSN Code': '8205 AB' }), // 7
      drill, // 8
      {
        Handle: drill.Handle,
        'Option1 Value': '12 V',
        'Variant Price': 900,
        'Variant Inventory Qty': 1,
        'Tax Rate': 5,
      }, // 9
      {
        Handle: drill.Handle,
        'Option1 Value': '14 V',
        'Variant Price': 1000,
        'Variant Inventory Qty': 1,
        'Tax Rate': '18%',
      }, // 10: its product's rate, written otherwise
      productRow({ 'Tax Rate': '40%', 'HSN Code': '8205.10.00' }), // 11: both as a spreadsheet writes them
    ];
    const report = bodyOf(await importCsv(env, csvOf(rows), true));
    expect(report.errors).toEqual([
      { row: 2, column: 'Tax Rate', message: taxMessages.rateExpected([0, 5, 18, 40]) },
      { row: 3, column: 'Tax Rate', message: taxMessages.rateNumber },
      { row: 4, column: 'Tax Rate', message: taxMessages.rateNumber },
      { row: 5, column: 'HSN Code', message: taxMessages.hsnRequired },
      { row: 6, column: 'HSN Code', message: taxMessages.hsnRequired },
      { row: 7, column: 'HSN Code', message: taxMessages.tariffCodeShape },
      { row: 9, column: 'Tax Rate', message: e.differsFromFirstRow(8) },
    ]);
  });

  it('writes each product’s rate and code, reads them back unchanged, and keeps a code once given', async () => {
    const own = productRow({ 'Tax Rate': '5', 'HSN Code': '8467.29' });
    const wrench = productRow({
      'Option1 Name': 'Size',
      'Option1 Value': '12 mm',
      'HSN Code': '82041100',
    });
    const csv = csvOf([
      own,
      wrench,
      { Handle: wrench.Handle, 'Option1 Value': '14 mm', 'Variant Price': 1300, 'Variant Inventory Qty': 2 },
    ]);
    expect(bodyOf(await importCsv(env, csv, false))).toMatchObject({ applied: true, errors: [] });
    expect(await listed(own.Title)).toMatchObject({ taxRate: 5, hsnCode: '846729' });
    expect(await listed(wrench.Title)).toMatchObject({ taxRate: null, hsnCode: '82041100' });

    // A product from before GST, without a code: its empty cell leaves it so and reads back.
    const untaxed = await env.createProduct({ name: 'Pre-GST Chisel', hsnCode: '8205' });
    await env.db.update(products).set({ hsnCode: null }).where(eq(products.id, untaxed._id));

    const exported = await exportCsv(env);
    expect(exported).toMatch(new RegExp(`^${own.Handle},.*,1,5,846729,`, 'm'));
    expect(exported).toMatch(new RegExp(`^'?${untaxed._id},.*,1,,,`, 'm'));
    const reread = bodyOf(await importCsv(env, exported, false));
    expect(reread).toMatchObject({ applied: true, errors: [], products: { create: 0 } });
    expect(await exportCsv(env)).toBe(exported);

    // One that has a code cannot lose it.
    const cleared = exported.replace(`,1,5,846729,`, ',1,5,,');
    expect(bodyOf(await importCsv(env, cleared, true)).errors).toEqual([
      { row: expect.any(Number), column: 'HSN Code', message: taxMessages.hsnRequired },
    ]);
  });
});

/** A WooCommerce export's file: its lines, the column names first. */
const wooFile = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('a WooCommerce export under GST', () => {
  it('reads HSN Code and Tax Rate as the shop’s own file does, the product’s for its variations however written', async () => {
    const csv = wooFile(
      'Type,SKU,Name,Regular price,Stock,Parent,Attribute 1 name,Attribute 1 value(s),Tax class,HSN Code,Tax Rate',
      'simple,GST-W-PLIERS,Woo GST Pliers,450,3,,,,,8203.20,18',
      'variable,GST-W-SAW,Woo GST Saw,,,,Blade,"165 mm, 190 mm",,84672200,18%',
      'variation,GST-W-SAW-165,Woo GST Saw - 165 mm,5900,2,GST-W-SAW,Blade,165 mm,parent,,',
      // Its product's code and rate, written as another program writes them.
      'variation,GST-W-SAW-190,Woo GST Saw - 190 mm,6900,1,GST-W-SAW,Blade,190 mm,parent,8467.22.00,18',
    );
    const report = bodyOf(await importCsv(env, csv, false));
    expect(report).toMatchObject({
      applied: true,
      errors: [],
      products: { create: 2 },
      variants: { create: 3 },
    });
    expect(report.warnings).toEqual([w.columnsIgnored(['Tax class']), w.placeholderImage(2)]);
    expect(await listed('Woo GST Pliers')).toMatchObject({ taxRate: 18, hsnCode: '820320' });
    expect(await listed('Woo GST Saw')).toMatchObject({ taxRate: 18, hsnCode: '84672200' });
  });

  it('takes the HSN code from a GST plugin’s meta where HSN Code is absent or empty', async () => {
    const meta = wooFile(
      'Type,SKU,Name,Regular price,Stock,Parent,Meta: hsn_code',
      'simple,GST-W-FILE,Woo GST File,120,5,,8203',
    );
    expect(bodyOf(await importCsv(env, meta, false))).toMatchObject({ applied: true, errors: [] });
    expect(await listed('Woo GST File')).toMatchObject({ taxRate: null, hsnCode: '8203' });

    const plugin = wooFile(
      'Type,SKU,Name,Regular price,Stock,Parent,HSN Code,Tax Rate,Meta: hsn_prod_id',
      'simple,GST-W-VICE,Woo GST Vice,2400,1,,,5,820570',
    );
    expect(bodyOf(await importCsv(env, plugin, false))).toMatchObject({ applied: true, errors: [] });
    expect(await listed('Woo GST Vice')).toMatchObject({ taxRate: 5, hsnCode: '820570' });
  });

  it('refuses a product without an HSN code, one of the wrong length, a rate off GST’s list, and a variation’s own code, by row', async () => {
    const csv = wooFile(
      'Type,SKU,Name,Regular price,Stock,Parent,Attribute 1 name,Attribute 1 value(s),Tax Rate,Meta: hsn_code',
      'simple,GST-W-BARE,Woo Bare Hammer,300,1,,,,,', // 2
      'simple,GST-W-SHORT,Woo Short Hammer,300,1,,,,,82051', // 3
      'simple,GST-W-RATE,Woo Rated Hammer,300,1,,,,12,8205', // 4
      'variable,GST-W-DRILL,Woo GST Drill,,,,Voltage,"12 V, 18 V",,8467', // 5
      'variation,GST-W-DRILL-12,Woo GST Drill - 12 V,900,1,GST-W-DRILL,Voltage,12 V,,8467', // 6
      'variation,GST-W-DRILL-18,Woo GST Drill - 18 V,1200,1,GST-W-DRILL,Voltage,18 V,,8205', // 7
    );
    expect(bodyOf(await importCsv(env, csv, true)).errors).toEqual([
      { row: 2, column: 'Meta: hsn_code', message: taxMessages.hsnRequired },
      { row: 3, column: 'Meta: hsn_code', message: taxMessages.hsnRequired },
      { row: 4, column: 'Tax Rate', message: taxMessages.rateExpected([0, 5, 18, 40]) },
      { row: 7, column: 'Meta: hsn_code', message: e.differsFromFirstRow(5) },
    ]);

    // A file with both: each problem names the column its row's code came from.
    const both = wooFile(
      'Type,SKU,Name,Regular price,Stock,Parent,HSN Code,Tax Rate,Meta: hsn_prod_id',
      'simple,GST-W-META,Woo Meta Hammer,300,1,,,18,82051', // 2
      'simple,GST-W-OWN,Woo Own Hammer,300,1,,82051,18,8205', // 3
      'simple,GST-W-NONE,Woo Uncoded Hammer,300,1,,,18,', // 4
    );
    expect(bodyOf(await importCsv(env, both, true)).errors).toEqual([
      { row: 2, column: 'Meta: hsn_prod_id', message: taxMessages.hsnRequired },
      { row: 3, column: 'HSN Code', message: taxMessages.hsnRequired },
      { row: 4, column: 'HSN Code', message: taxMessages.hsnRequired },
    ]);
  });
});
