/**
 * The desktop app's catalogue export (docs/desktop.md): main asks where to save
 * (`catalogue-YYYY-MM-DD.csv`), then streams `GET /product/export.csv` with the vault's token into
 * that file; it takes no filters.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueCsvExporter, type CsvExporter } from '../../src/main/csvExport';
import type { RendererContents } from '../../src/main/rendererContents';
import type { ChooseFile } from '../../src/main/saveDialog';
import { createTokenVault } from '../../src/main/tokenVault';
import { startCsv, startCsvServer, writeChunks, type CsvServer } from './csvServer';

const TOKEN = 'vault-access-token';
const TODAY = new Date('2026-05-01T09:30:00Z');
const contents: RendererContents = {
  send: () => undefined,
  once: () => undefined,
  printToPDF: async () => new Uint8Array(),
};

describe('catalogue export to a CSV file', () => {
  let api: CsvServer;
  let dir: string;
  let chosen: string;
  let chooseFile: ReturnType<typeof vi.fn<ChooseFile>>;
  let exporter: CsvExporter;

  beforeAll(async () => {
    api = await startCsvServer();
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolshop-catalogue-csv-'));
    chosen = join(dir, 'catalogue.csv');
    const cipher = { available: false, encrypt: async () => Buffer.alloc(0), decrypt: async () => '' };
    const vault = createTokenVault({ file: join(dir, 'token.bin'), cipher });
    await vault.set(TOKEN);
    chooseFile = vi.fn<ChooseFile>(async () => chosen);
    exporter = createCatalogueCsvExporter({ apiBase: api.apiBase, vault, chooseFile, now: () => TODAY });
    api.requests.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('saves the export where the user chose, under the day’s name, and takes no filters', async () => {
    const served = Buffer.from('Handle,Title\r\np1,"Bar Clamp, 300 mm"\r\n');
    api.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [served]);
      res.end();
    });
    await expect(exporter.saveAs(contents, {})).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(contents, 'catalogue-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(api.requests[0]?.url).toBe('/api/product/export.csv');
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    await expect(exporter.saveAs(contents, { q: 'drill' })).resolves.toMatchObject({
      outcome: 'failed',
      status: 400,
    });
    expect(api.requests).toHaveLength(1);
  });
});
