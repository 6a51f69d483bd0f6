/**
 * The catalogue import's staged write (docs/catalogue-csv.md, src/server/catalogue/csv/stagedImport.ts):
 * its steps commit one by one, yet the import is all or nothing in its outcome. A later step that
 * fails, and an import whose process died half-way (undone by the next start), leave the catalogue,
 * its prices and its stock as they were, every stock still the sum of its movements (the suite's
 * own check after its last test); one that died while showing its new products is shown whole by
 * the next start; a second import while one runs is refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueCsvErrors as e } from '../../src/shared/strings/catalogueCsv';
import { importCatalogue } from '../../src/server/catalogue/csv/catalogueImport';
import { queryRows, type Database } from '../../src/server/db/database';
import {
  csvOf,
  exportCsv as exportCsvOf,
  importCsv as importCsvAs,
  type CsvRow,
} from './support/catalogueCsv';
import { bodyOf, errorOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
let img: string;

const importCsv = (csv: string) => importCsvAs(env, csv, false);
const exportCsv = () => exportCsvOf(env);

/** Two products the file changes: a drill with two voltages and a saw. */
const catalogue = (): CsvRow[] => [
  {
    Handle: 'staged-drill',
    Title: 'Staged Drill',
    'Body (HTML)': 'A drill.',
    Vendor: 'Makita',
    'Product Category': 'Tools > Drills',
    'Option1 Name': 'Voltage',
    'Option1 Value': '12 V',
    'Variant SKU': 'STG-12',
    'Variant Price': '49.00',
    'Variant Inventory Qty': 5,
    'Image Src': img,
  },
  {
    Handle: 'staged-drill',
    'Option1 Value': '18 V',
    'Variant SKU': 'STG-18',
    'Variant Price': '69.00',
    'Variant Inventory Qty': 8,
  },
  {
    Handle: 'staged-saw',
    Title: 'Staged Saw',
    'Body (HTML)': 'A saw.',
    'Variant SKU': 'STG-SAW',
    'Variant Price': '19.00',
    'Variant Inventory Qty': 3,
    'Image Src': img,
  },
];

/**
 * The file that changes them: the drill repriced, restocked, its 18 V left out (archived) and a
 * 24 V added, under a new category; the saw renamed and its stock taken to 0; and `newProducts` new
 * products, the last named `lastName`: enough for the new ones to take several steps (125 a step).
 */
const changes = (newProducts: number, lastName = 'Staged New Last'): string =>
  csvOf([
    {
      Handle: 'staged-drill',
      Title: 'Staged Drill',
      'Body (HTML)': 'A drill.',
      Vendor: 'Makita',
      'Product Category': 'Tools > Cordless > Drills',
      'Option1 Name': 'Voltage',
      'Option1 Value': '12 V',
      'Variant SKU': 'STG-12',
      'Variant Price': '44.00',
      'Variant Inventory Qty': 9,
    },
    {
      Handle: 'staged-drill',
      'Option1 Value': '24 V',
      'Variant SKU': 'STG-24',
      'Variant Price': '89.00',
      'Variant Inventory Qty': 2,
    },
    { Handle: 'staged-saw', Title: 'Staged Saw Pro', 'Variant Price': '21.00', 'Variant Inventory Qty': 0 },
    ...Array.from({ length: newProducts }, (_, n) => ({
      Handle: `staged-new-${n}`,
      Title: n === newProducts - 1 ? lastName : `Staged New ${n}`,
      'Product Category': 'Tools > Staged > New',
      'Variant SKU': `STG-NEW-${n}`,
      'Variant Price': '9.50',
      'Variant Inventory Qty': (n % 7) + 1,
      'Image Src': img,
    })),
  ]);

/** Everything a shopper or the staff could compare: the export, and the categories by name. */
const catalogueState = async () => ({
  exported: await exportCsv(),
  categories: (await queryRows<{ name: string }>(env.db, sql`select name from categories order by name`)).map(
    (row) => row.name,
  ),
});

const stagingImports = (db: Database) =>
  queryRows<{ id: string }>(db, sql`select id from catalogue_imports where state = 'staging'`);

/**
 * Imports `file` as a process that dies after its first `transactions` transactions: nothing after
 * them is committed, not even the undo.
 */
async function importDyingAfter(transactions: number, file: string): Promise<void> {
  let left = transactions;
  const dying = new Proxy(env.db, {
    get(target, key) {
      if (key === 'transaction') {
        return (...args: Parameters<Database['transaction']>) =>
          left-- > 0 ? target.transaction(...args) : Promise.reject(new Error('the process died'));
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const died = importCatalogue(dying, file, {
    dryRun: false,
    actor: { uid: 'crashing-admin', email: 'crashing@toolshop.test' },
    lowStockDefault: env.config.stock.lowStockDefault,
    allowPrivateHosts: false,
    unfetchedImages: 'error',
    taxRegime: env.config.tax.regime,
  });
  await expect(died).rejects.toThrow('the process died');
}

beforeAll(async () => {
  img = bodyOf(await env.uploadPng(env.admin)).data.url;
  expect(bodyOf(await importCsv(csvOf(catalogue()))).applied).toBe(true);
});

describe('a staged import', () => {
  it('that fails in a later step leaves the catalogue, its prices and its stock as they were, and the file imports again', async () => {
    const before = await catalogueState();
    // The test's own database refuses one product of the third step of new products.
    await env.db.execute(
      sql.raw(`create function refuse_staged_last() returns trigger language plpgsql as $$
        begin if new.name = 'Refused Staged Tool' then raise exception 'refused by the test'; end if;
        return new; end $$`),
    );
    await env.db.execute(
      sql.raw(`create trigger refuse_staged_last before insert on products
        for each row execute function refuse_staged_last()`),
    );
    const file = changes(1_100, 'Refused Staged Tool');
    const failed = await importCsv(file);
    expect(failed.status).toBe(500);
    expect(await catalogueState()).toEqual(before);
    expect(await stagingImports(env.db)).toEqual([]);

    await env.db.execute(sql.raw('drop trigger refuse_staged_last on products'));
    const again = bodyOf(await importCsv(file));
    expect(again).toMatchObject({ applied: true, products: { create: 1_100, update: 2 } });
    const after = await exportCsv();
    expect(after).toContain('Refused Staged Tool');
    expect(after).toContain('Staged Saw Pro');
    // Once an import has ended, what its steps kept to undo them is dropped.
    expect(await queryRows(env.db, sql`select 1 from catalogue_import_steps`)).toEqual([]);
  });

  it('left half-way by a process that died is undone by the next start', async () => {
    const before = await catalogueState();
    // Dying after its third transaction: the categories, the changes, and the first step of new
    // products are committed.
    const file = changes(700)
      .replaceAll('staged-new-', 'crashed-new-')
      .replaceAll('STG-NEW-', 'CRS-')
      .replace('44.00', '45.00')
      .replace('Staged Saw Pro', 'Staged Saw Max');
    await importDyingAfter(3, file);
    expect(await stagingImports(env.db)).toHaveLength(1);
    expect((await catalogueState()).exported).not.toEqual(before.exported);

    // The process died an hour ago; the server starts again on the same database.
    await env.db.execute(sql`update catalogue_imports set heartbeat_at = now() - interval '1 hour'`);
    const restarted = await env.buildVariant({});
    try {
      await restarted.ready();
      expect(await stagingImports(env.db)).toEqual([]);
      expect(await catalogueState()).toEqual(before);
    } finally {
      await restarted.close();
    }
  });

  it('left by a process that died while showing its new products is shown whole by the next start', async () => {
    // The categories, the changes, six steps of new products (700, 125 a step), the flip's journal
    // and its first 500 products are committed; the process dies before showing the last 200.
    const file = changes(700)
      .replaceAll('staged-new-', 'shown-new-')
      .replaceAll('STG-NEW-', 'SHW-')
      .replace('Staged Saw Pro', 'Staged Saw Shown');
    await importDyingAfter(10, file);
    const liveNew = () =>
      queryRows<{ n: number }>(
        env.db,
        sql`select count(*)::int as n from products where handle like 'shown-new-%' and archived_at is null`,
      );
    // What a shopper may have seen is never taken back: the import goes forward from here.
    expect(await liveNew()).toEqual([{ n: 500 }]);

    await env.db.execute(sql`update catalogue_imports set heartbeat_at = now() - interval '1 hour'`);
    const restarted = await env.buildVariant({});
    try {
      await restarted.ready();
      expect(await stagingImports(env.db)).toEqual([]);
      expect(await liveNew()).toEqual([{ n: 700 }]);
      const exported = await exportCsv();
      expect(exported).toContain('Staged Saw Shown');
      expect(exported).toContain('SHW-699');
      expect(await queryRows(env.db, sql`select 1 from catalogue_import_steps`)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('refuses a second import while one runs, saying so', async () => {
    const [first, second] = await Promise.all([
      importCsv(changes(600).replaceAll('staged-new-', 'first-new-').replaceAll('STG-NEW-', 'FST-')),
      importCsv(changes(10).replaceAll('staged-new-', 'second-new-').replaceAll('STG-NEW-', 'SND-')),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((res) => res.status)).toEqual([200, 409]);
    expect(errorOf(answers[1]!).message).toBe(e.importRunning);
    expect(bodyOf(answers[0]!).applied).toBe(true);
  });
});
