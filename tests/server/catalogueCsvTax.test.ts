/**
 * The catalogue CSV's tax columns in a shop under GST (docs/catalogue-csv.md, docs/tax.md): `Tax Rate`
 * from GST's list or empty (the category's, else the shop's), `HSN Code` of 4, 6 or 8 digits, which a
 * new product must give and one that has it cannot lose; both read back as the export wrote them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src/server/db/schema';
import { catalogueCsvErrors as e } from '../../src/shared/strings/catalogueCsv';
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
      productRow({ 'Tax Rate': '40%', 'HSN Code': '8205.10.00' }), // 10: both as a spreadsheet writes them
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
