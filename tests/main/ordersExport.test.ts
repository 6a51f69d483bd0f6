/**
 * Main's CSV export against a real loopback HTTP server: the save dialog first, then the answer
 * streamed to disk through a `.partial` file of its own that only a whole download turns into the
 * chosen file.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOrdersCsvExporter,
  createStockMovementsCsvExporter,
  type CsvExporter,
} from '../../src/main/csvExport';
import type { RendererContents } from '../../src/main/rendererContents';
import type { ChooseFile } from '../../src/main/saveDialog';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import { inPieces, refuse, startCsv, startCsvServer, writeChunks, type CsvServer } from './csvServer';

const TOKEN = 'vault-access-token';
const TODAY = new Date('2026-05-01T09:30:00Z');
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

describe('orders export to a CSV file', () => {
  let api: CsvServer;
  let dir: string;
  let vault: TokenVault;
  let chosen: string;
  let chooseFile: ReturnType<typeof vi.fn<ChooseFile>>;
  let exporter: CsvExporter;
  const contents: RendererContents = {
    send: () => undefined,
    once: () => undefined,
    printToPDF: async () => new Uint8Array(),
  };

  beforeAll(async () => {
    api = await startCsvServer();
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolshop-orders-csv-'));
    chosen = join(dir, 'orders.csv');
    // No OS encryption: the vault holds the token in memory, which is all these tests need.
    const cipher = {
      available: false,
      encrypt: async () => Buffer.alloc(0),
      decrypt: async () => '',
    };
    vault = createTokenVault({ file: join(dir, 'token.bin'), cipher });
    await vault.set(TOKEN);
    chooseFile = vi.fn<ChooseFile>(async () => chosen);
    exporter = createOrdersCsvExporter({ apiBase: api.apiBase, vault, chooseFile, now: () => TODAY });
    api.requests.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const filesInDir = async () => (await readdir(dir)).filter((name) => name !== 'token.bin');

  it('asks where to save as orders-YYYY-MM-DD.csv and writes nothing when the dialog is cancelled', async () => {
    chooseFile.mockResolvedValueOnce(null);
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toEqual({ outcome: 'cancelled' });
    expect(chooseFile).toHaveBeenCalledWith(contents, 'orders-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect(api.requests).toEqual([]);
    expect(await filesInDir()).toEqual([]);
  });

  it('streams the export with the vault’s token into the chosen file, byte for byte', async () => {
    const served = ordersCsv(2_000);
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(served, 4_093));
      res.end();
    });
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toEqual({ outcome: 'saved' });

    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(await filesInDir()).toEqual(['orders.csv']);
    const [request] = api.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.accept).toBe('text/csv');
    const url = new URL(request?.url ?? '', 'http://api');
    expect(url.pathname).toBe('/api/export/orders.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'karim', state: 'paid', sort: 'total-desc' });
  });

  it('writes each piece to disk as it arrives, under a partial name until the answer is whole', async () => {
    const served = ordersCsv(500);
    const [firstHalf, secondHalf] = [served.subarray(0, 20_000), served.subarray(20_000)];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(firstHalf, 5_000));
      await held;
      await writeChunks(res, [secondHalf]);
      res.end();
    });

    const saving = exporter.saveAs(contents, {});
    let partial = '';
    await vi.waitFor(async () => {
      [partial = ''] = await filesInDir();
      expect(partial).toMatch(/^orders\.csv\.[0-9a-f]+\.partial$/);
      expect((await stat(join(dir, partial))).size).toBe(firstHalf.length);
    });
    expect(existsSync(chosen)).toBe(false);
    finish();

    await expect(saving).resolves.toEqual({ outcome: 'saved' });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(existsSync(join(dir, partial))).toBe(false);
  });

  it('two exports to one file each write a whole file of their own: the last one finished is kept', async () => {
    const [first, second] = [ordersCsv(400), ordersCsv(300)];
    const held: (() => void)[] = [];
    let answered = 0;
    api.answer(async (res) => {
      const served = answered++ === 0 ? first : second;
      startCsv(res);
      await writeChunks(res, [served.subarray(0, 10_000)]);
      await new Promise<void>((resolve) => held.push(resolve));
      await writeChunks(res, inPieces(served.subarray(10_000), 3_000));
      res.end();
    });
    const firstSave = exporter.saveAs(contents, {});
    const secondSave = exporter.saveAs(contents, {});
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await expect(secondSave).resolves.toEqual({ outcome: 'saved' });
    expect((await readFile(chosen)).equals(second)).toBe(true);
    held[0]!();
    await expect(firstSave).resolves.toEqual({ outcome: 'saved' });
    expect((await readFile(chosen)).equals(first)).toBe(true);
    expect(await filesInDir()).toEqual(['orders.csv']);
  });

  it('gives up on an answer that goes silent part-way, and leaves nothing behind', async () => {
    const impatient = createOrdersCsvExporter({
      apiBase: api.apiBase,
      vault,
      chooseFile,
      answerTimeoutMs: 300,
    });
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [ordersCsv(50)]);
    });
    await expect(impatient.saveAs(contents, {})).resolves.toMatchObject({ outcome: 'failed', status: 502 });
    expect(await filesInDir()).toEqual([]);
  });

  it('a 401 empties the vault and leaves no file; the renewed session’s token then exports', async () => {
    api.answer((res) => refuse(res, 401, 'unauthorized'));
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toEqual({
      outcome: 'failed',
      status: 401,
      message: 'unauthorized',
    });
    expect(await vault.get()).toBeNull();
    expect(await filesInDir()).toEqual([]);

    // Signed out, nobody is asked where to save: the window renews the session first.
    chooseFile.mockClear();
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toMatchObject({ status: 401 });
    expect(chooseFile).not.toHaveBeenCalled();

    await vault.set('renewed-access-token');
    api.answer((res) => {
      startCsv(res);
      res.end('Order ID\r\n');
    });
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toEqual({ outcome: 'saved' });
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer renewed-access-token');
    expect(await readFile(chosen, 'utf8')).toBe('Order ID\r\n');
  });

  it('leaves nothing behind when the answer breaks off part-way', async () => {
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, inPieces(ordersCsv(300), 4_000));
      res.destroy();
    });
    await expect(exporter.saveAs(contents, FILTERS)).resolves.toMatchObject({
      outcome: 'failed',
      status: 502,
    });
    expect(await filesInDir()).toEqual([]);
  });

  it('keeps the file the user chose as it was when the export fails', async () => {
    api.answer((res) => {
      startCsv(res);
      res.end('Order ID\r\nold\r\n');
    });
    await exporter.saveAs(contents, {});
    api.answer((res) => refuse(res, 500, 'Internal Server Error'));
    await expect(exporter.saveAs(contents, {})).resolves.toEqual({
      outcome: 'failed',
      status: 500,
      message: 'Internal Server Error',
    });
    expect(await readFile(chosen, 'utf8')).toBe('Order ID\r\nold\r\n');
    expect(await filesInDir()).toEqual(['orders.csv']);
  });

  it('refuses an answer that is not CSV', async () => {
    api.answer((res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>'));
    await expect(exporter.saveAs(contents, {})).resolves.toMatchObject({ outcome: 'failed', status: 502 });
    expect(await filesInDir()).toEqual([]);
  });

  it('says so when the chosen folder cannot be written, before asking the API', async () => {
    chooseFile.mockResolvedValueOnce(join(dir, 'no-such-folder', 'orders.csv'));
    await expect(exporter.saveAs(contents, {})).resolves.toEqual({ outcome: 'unwritable' });
    expect(api.requests).toEqual([]);
  });

  it('says the API cannot be reached as the proxy does (status 0)', async () => {
    const offline = createOrdersCsvExporter({ apiBase: 'http://127.0.0.1:9/api', vault, chooseFile });
    await expect(offline.saveAs(contents, {})).resolves.toMatchObject({ outcome: 'failed', status: 0 });
    expect(await filesInDir()).toEqual([]);
  });

  it.each([
    ['a state the list does not show', { state: 'cancelled' }],
    ['an unknown sort', { sort: 'price' }],
    ['paging', { page: '1' }],
    ['an unknown field', { path: '/etc/passwd' }],
    ['a search too long', { q: 'x'.repeat(201) }],
    ['not an object', 'q=karim'],
  ])('refuses %s before asking anything', async (_what, payload) => {
    await expect(exporter.saveAs(contents, payload)).resolves.toMatchObject({
      outcome: 'failed',
      status: 400,
    });
    expect(chooseFile).not.toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });

  it('saves the stock ledger’s movements the same way, from their own export and under their own name', async () => {
    const movements = createStockMovementsCsvExporter({
      apiBase: api.apiBase,
      vault,
      chooseFile,
      now: () => TODAY,
    });
    const served = Buffer.from(
      'Date,Tool,Reason,Change\r\n2026-04-30T10:00:00.000Z,Bar Clamp,received,5\r\n',
    );
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [served]);
      res.end();
    });
    await expect(
      movements.saveAs(contents, { productId: 'p1', reason: 'received', from: '2026-04-01' }),
    ).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(contents, 'stock-movements-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    const url = new URL(api.requests[0]?.url ?? '', 'http://api');
    expect(url.pathname).toBe('/api/stock/movements.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: 'p1',
      reason: 'received',
      from: '2026-04-01',
    });
    await expect(movements.saveAs(contents, { reason: 'stolen' })).resolves.toMatchObject({ status: 400 });
  });
});
