/**
 * A variant that comes into the catalogue below its threshold (at zero, or at a few units), from a
 * CSV file or the product form, raises the low-stock alert as one sold down to there does: the staff's
 * event, the admins' bell and the day's digest; one that comes in well stocked raises none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { variantName } from '../../src/shared/stockLedger';
import { csvOf, importCsv } from './support/catalogueCsv';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
let img: string;
beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
});

describe('a file’s new variants below their threshold', () => {
  it('are alerted like variants sold down to there; well-stocked ones are not', async () => {
    const handle = 'imported-hole-saws';
    const csv = csvOf([
      {
        Handle: handle,
        Title: 'Imported Hole Saw',
        'Body (HTML)': 'A bi-metal hole saw.',
        Vendor: 'Starrett',
        'Option1 Name': 'Diameter',
        'Option1 Value': '20 mm',
        'Variant SKU': 'IMP-HS-20',
        'Variant Price': '9.50',
        'Variant Inventory Qty': 0,
        'Minimum Order': 1,
        'Image Src': img,
        Status: 'active',
      },
      {
        Handle: handle,
        'Option1 Value': '32 mm',
        'Variant SKU': 'IMP-HS-32',
        'Variant Price': '12',
        'Variant Inventory Qty': 2,
      },
      {
        Handle: handle,
        'Option1 Value': '51 mm',
        'Variant SKU': 'IMP-HS-51',
        'Variant Price': '15',
        'Variant Inventory Qty': 80,
      },
    ]);
    const stream = await env.openStream(env.admin);
    try {
      expect(bodyOf(await importCsv(env, csv, false)).applied).toBe(true);
      await stream.next((e) => e.kind === 'stock' && e.type === 'low' && e.stock.stock === 2);
      await stream.next((e) => e.kind === 'stock' && e.type === 'low' && e.stock.stock === 0);
      const alerted = () =>
        stream.events.flatMap((e) =>
          e.kind === 'stock' && e.type === 'low' && e.stock.name.startsWith('Imported Hole Saw')
            ? [e.stock]
            : [],
        );
      expect(
        alerted()
          .map((low) => low.name)
          .sort(),
      ).toEqual([variantName('Imported Hole Saw', '20 mm'), variantName('Imported Hole Saw', '32 mm')]);
      expect(alerted().find((low) => low.stock === 0)).toMatchObject({ threshold: expect.any(Number) });
    } finally {
      stream.close();
    }

    const bell = bodyOf(await env.api.notifications({ as: env.admin })).items;
    const bellNames = bell.flatMap((item) => (item.kind === 'lowStock' ? [item.productName] : []));
    expect(bellNames).toEqual(
      expect.arrayContaining([
        variantName('Imported Hole Saw', '20 mm'),
        variantName('Imported Hole Saw', '32 mm'),
      ]),
    );
    expect(bellNames).not.toContain(variantName('Imported Hole Saw', '51 mm'));
    const listed = bodyOf(await env.api.lowStock({ as: env.admin })).filter(
      (item) => item.name === 'Imported Hole Saw',
    );
    expect(listed.map((item) => [item.variantTitle, item.stock])).toEqual([
      ['20 mm', 0],
      ['32 mm', 2],
    ]);
    const digest = await env.mailbox.waitFor(env.admin.email, (email) => /low on stock/.test(email.subject));
    expect(digest.text).toContain('Imported Hole Saw');
  });
});

describe('a product made in the form below its threshold', () => {
  it('is alerted at once, and so is a variant added to it later below its threshold', async () => {
    const stream = await env.openStream(env.admin);
    try {
      const made = await env.createProduct({ name: 'Form Chisel', availableQuentity: 0 });
      await stream.next((e) => e.kind === 'stock' && e.type === 'low' && e.stock.name === 'Form Chisel');
      const stocked = await env.createProduct({ name: 'Stocked Chisel', availableQuentity: 90 });
      const lowNow = bodyOf(await env.api.lowStock({ as: env.admin })).map((item) => item.name);
      expect(lowNow).toContain('Form Chisel');
      expect(lowNow).not.toContain(stocked.name);

      await env.editProduct(made, {
        options: [{ name: 'Width', values: ['6 mm', '12 mm'] }],
        variants: [
          { _id: made._id, options: { Width: '6 mm' }, price: 9, availableQuantity: 0 },
          { options: { Width: '12 mm' }, price: 11, availableQuantity: 1 },
        ],
      });
      await stream.next(
        (e) => e.kind === 'stock' && e.type === 'low' && e.stock.name === variantName('Form Chisel', '12 mm'),
      );
    } finally {
      stream.close();
    }
  });
});
