/**
 * Main's CSV export against a real loopback HTTP server: the save dialog first, then the answer
 * streamed to disk through a `.partial` file of its own that only a whole download turns into the
 * chosen file.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, vi } from 'vitest';
import {
  createOrdersCsvExporter,
  createStockMovementsCsvExporter,
  createTaxCsvExporter,
  type CsvExporter,
} from '../../src/main/csvExport';
import { inPieces, refuse, startCsv, writeChunks } from './csvServer';
import { mainTest, EXPORT_TOKEN, windowContents } from './fixtures';

const FILTERS = { q: '  karim ', state: 'paid', sort: 'total-desc' };

/** Rows in the export's shape, with what makes byte-exactness matter: quotes, a line break, UTF-8. */
function ordersCsv(rows: number): Buffer {
  const lines = ['Order ID,Date,Email,Item,Total,State,City\r\n'];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `o-${i},2026-04-30T10:00:00.000Z,karim${i}@toolshop.test,"Drill, ""XL""\nspare",${i}.50,paid,Malmö\r\n`,
    );
  }
  return Buffer.from(lines.join(''), 'utf8');
}

const it = mainTest.extend<{ exporter: CsvExporter }>({
  exporter: async ({ exportOptions }, use) => use(createOrdersCsvExporter(exportOptions)),
});

/** The files in the test's folder but the vault's. */
const filesIn = async (dir: string) => (await readdir(dir)).filter((name) => name !== 'token.bin');

/** The export fails with `status` and leaves no file in the test's folder. */
async function expectFailureLeavingNothing(saving: Promise<unknown>, status: number, dir: string) {
  await expect(saving).resolves.toMatchObject({ outcome: 'failed', status });
  expect(await filesIn(dir)).toEqual([]);
}

describe('orders export to a CSV file', () => {
  it('asks where to save as orders-YYYY-MM-DD.csv and writes nothing when the dialog is cancelled', async ({
    csvApi,
    exporter,
    chooseFile,
    dir,
  }) => {
    chooseFile.mockResolvedValueOnce(null);
    await expect(exporter.saveAs(windowContents, FILTERS)).resolves.toEqual({ outcome: 'cancelled' });
    expect(chooseFile).toHaveBeenCalledWith(windowContents, 'orders-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect(csvApi.requests).toEqual([]);
    expect(await filesIn(dir)).toEqual([]);
  });

  it('streams the export with the vault’s token into the chosen file, byte for byte', async ({
    csvApi,
    exporter,
    chosen,
    dir,
  }) => {
    const served = ordersCsv(2_000);
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(served, 4_093));
      res.end();
    });
    await expect(exporter.saveAs(windowContents, FILTERS)).resolves.toEqual({ outcome: 'saved' });

    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(await filesIn(dir)).toEqual(['chosen.csv']);
    const [request] = csvApi.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${EXPORT_TOKEN}`);
    expect(request?.headers.accept).toBe('text/csv');
    const url = new URL(request?.url ?? '', 'http://api');
    expect(url.pathname).toBe('/api/export/orders.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'karim', state: 'paid', sort: 'total-desc' });
  });

  it('writes each piece to disk as it arrives, under a partial name until the answer is whole', async ({
    csvApi,
    exporter,
    chosen,
    dir,
  }) => {
    const served = ordersCsv(500);
    const [firstHalf, secondHalf] = [served.subarray(0, 20_000), served.subarray(20_000)];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(firstHalf, 5_000));
      await held;
      await writeChunks(res, [secondHalf]);
      res.end();
    });

    const saving = exporter.saveAs(windowContents, {});
    let partial = '';
    await vi.waitFor(async () => {
      [partial = ''] = await filesIn(dir);
      expect(partial).toMatch(/^chosen\.csv\.[0-9a-f]+\.partial$/);
      expect((await stat(join(dir, partial))).size).toBe(firstHalf.length);
    });
    expect(existsSync(chosen)).toBe(false);
    finish();

    await expect(saving).resolves.toEqual({ outcome: 'saved' });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(existsSync(join(dir, partial))).toBe(false);
  });

  it('two exports to one file each write a whole file of their own: the last one finished is kept', async ({
    csvApi,
    exporter,
    chosen,
    dir,
  }) => {
    // The two requests may reach the server in either order: each answer is told apart by its bytes.
    const [first, second] = [ordersCsv(400), ordersCsv(300)];
    const held: { served: Buffer; finish: () => void }[] = [];
    let answered = 0;
    csvApi.answer(async (res) => {
      const served = answered++ === 0 ? first : second;
      startCsv(res);
      await writeChunks(res, [served.subarray(0, 10_000)]);
      await new Promise<void>((finish) => held.push({ served, finish }));
      await writeChunks(res, inPieces(served.subarray(10_000), 3_000));
      res.end();
    });
    const saves = [exporter.saveAs(windowContents, {}), exporter.saveAs(windowContents, {})];
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!.finish();
    await expect(Promise.race(saves)).resolves.toEqual({ outcome: 'saved' });
    expect((await readFile(chosen)).equals(held[1]!.served)).toBe(true);
    held[0]!.finish();
    await expect(Promise.all(saves)).resolves.toEqual([{ outcome: 'saved' }, { outcome: 'saved' }]);
    expect((await readFile(chosen)).equals(held[0]!.served)).toBe(true);
    expect(await filesIn(dir)).toEqual(['chosen.csv']);
  });

  it('gives up on an answer that goes silent part-way, and leaves nothing behind', async ({
    csvApi,
    dir,
    exportOptions,
  }) => {
    const impatient = createOrdersCsvExporter({ ...exportOptions, answerTimeoutMs: 300 });
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [ordersCsv(50)]);
    });
    await expectFailureLeavingNothing(impatient.saveAs(windowContents, {}), 502, dir);
  });

  it('a 401 empties the vault and leaves no file; the renewed session’s token then exports', async ({
    csvApi,
    exporter,
    chooseFile,
    chosen,
    dir,
    vault,
  }) => {
    csvApi.answer((res) => refuse(res, 401, 'unauthorized'));
    await expect(exporter.saveAs(windowContents, FILTERS)).resolves.toEqual({
      outcome: 'failed',
      status: 401,
      message: 'unauthorized',
    });
    expect(await vault.get()).toBeNull();
    expect(await filesIn(dir)).toEqual([]);

    // Signed out, nobody is asked where to save: the window renews the session first.
    chooseFile.mockClear();
    await expect(exporter.saveAs(windowContents, FILTERS)).resolves.toMatchObject({ status: 401 });
    expect(chooseFile).not.toHaveBeenCalled();

    await vault.set('renewed-access-token');
    csvApi.answer((res) => {
      startCsv(res);
      res.end('Order ID\r\n');
    });
    await expect(exporter.saveAs(windowContents, FILTERS)).resolves.toEqual({ outcome: 'saved' });
    expect(csvApi.requests.at(-1)?.headers.authorization).toBe('Bearer renewed-access-token');
    expect(await readFile(chosen, 'utf8')).toBe('Order ID\r\n');
  });

  it('leaves nothing behind when the answer breaks off part-way', async ({ csvApi, exporter, dir }) => {
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(ordersCsv(300), 4_000));
      res.destroy();
    });
    await expectFailureLeavingNothing(exporter.saveAs(windowContents, FILTERS), 502, dir);
  });

  it('keeps the file the user chose as it was when the export fails', async ({
    csvApi,
    exporter,
    chosen,
    dir,
  }) => {
    csvApi.answer((res) => {
      startCsv(res);
      res.end('Order ID\r\nold\r\n');
    });
    await exporter.saveAs(windowContents, {});
    csvApi.answer((res) => refuse(res, 500, 'Internal Server Error'));
    await expect(exporter.saveAs(windowContents, {})).resolves.toEqual({
      outcome: 'failed',
      status: 500,
      message: 'Internal Server Error',
    });
    expect(await readFile(chosen, 'utf8')).toBe('Order ID\r\nold\r\n');
    expect(await filesIn(dir)).toEqual(['chosen.csv']);
  });

  it('refuses an answer that is not CSV', async ({ csvApi, exporter, dir }) => {
    csvApi.answer((res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>'));
    await expectFailureLeavingNothing(exporter.saveAs(windowContents, {}), 502, dir);
  });

  it('says so when the chosen folder cannot be written, before asking the API', async ({
    csvApi,
    exporter,
    chooseFile,
    dir,
  }) => {
    chooseFile.mockResolvedValueOnce(join(dir, 'no-such-folder', 'orders.csv'));
    await expect(exporter.saveAs(windowContents, {})).resolves.toEqual({ outcome: 'unwritable' });
    expect(csvApi.requests).toEqual([]);
  });

  it('says the API cannot be reached as the proxy does (status 0)', async ({ dir, exportOptions }) => {
    const offline = createOrdersCsvExporter({ ...exportOptions, apiBase: 'http://127.0.0.1:9/api' });
    await expectFailureLeavingNothing(offline.saveAs(windowContents, {}), 0, dir);
  });

  it.for([
    ['an unknown state', { state: 'lost' }],
    ['an unknown sort', { sort: 'price' }],
    ['paging', { page: '1' }],
    ['an unknown field', { path: '/etc/passwd' }],
    ['a search too long', { q: 'x'.repeat(201) }],
    ['not an object', 'q=karim'],
  ])('refuses %s before asking anything', async ([_what, payload], { csvApi, exporter, chooseFile }) => {
    await expect(exporter.saveAs(windowContents, payload)).resolves.toMatchObject({
      outcome: 'failed',
      status: 400,
    });
    expect(chooseFile).not.toHaveBeenCalled();
    expect(csvApi.requests).toEqual([]);
  });

  it('saves the stock ledger’s movements the same way, from their own export and under their own name', async ({
    csvApi,
    chooseFile,
    chosen,
    exportOptions,
  }) => {
    const movements = createStockMovementsCsvExporter(exportOptions);
    const served = Buffer.from(
      'Date,Tool,Reason,Change\r\n2026-04-30T10:00:00.000Z,Bar Clamp,received,5\r\n',
    );
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [served]);
      res.end();
    });
    await expect(
      movements.saveAs(windowContents, { productId: 'p1', reason: 'received', from: '2026-04-01' }),
    ).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(windowContents, 'stock-movements-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    const url = new URL(csvApi.requests[0]?.url ?? '', 'http://api');
    expect(url.pathname).toBe('/api/stock/movements.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: 'p1',
      reason: 'received',
      from: '2026-04-01',
    });
    await expect(movements.saveAs(windowContents, { reason: 'stolen' })).resolves.toMatchObject({
      status: 400,
    });
  });

  it('saves a section of a tax return under its section’s and period’s name, refusing a period backwards', async ({
    csvApi,
    chooseFile,
    chosen,
    exportOptions,
  }) => {
    const tax = createTaxCsvExporter(exportOptions);
    const served = Buffer.from('Type,Place Of Supply\r\nOE,27-Maharashtra\r\n');
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [served]);
      res.end();
    });
    const period = { from: '2026-04-01', to: '2026-04-30', section: 'b2cs' };
    await expect(tax.saveAs(windowContents, period)).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(windowContents, 'gstr1-b2cs-2026-04-01-to-2026-04-30.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    const url = new URL(csvApi.requests[0]?.url ?? '', 'http://api');
    expect(url.pathname).toBe('/api/tax/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual(period);
    await expect(
      tax.saveAs(windowContents, { from: '2026-04-30', to: '2026-04-01', section: 'b2cs' }),
    ).resolves.toMatchObject({ status: 400 });
    expect(chooseFile).toHaveBeenCalledTimes(1);
  });
});
