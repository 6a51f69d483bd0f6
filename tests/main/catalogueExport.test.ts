/**
 * The desktop app's catalogue export (docs/desktop.md): main asks where to save
 * (`catalogue-YYYY-MM-DD.csv`), then streams `GET /product/export.csv` with the vault's token into
 * that file; it takes no filters.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { createCatalogueCsvExporter, type CsvExporter } from '../../src/main/csvExport';
import { startCsv, writeChunks } from './csvServer';
import { mainTest, EXPORT_TOKEN, windowContents } from './fixtures';

const it = mainTest.extend<{ exporter: CsvExporter }>({
  exporter: async ({ exportOptions }, use) => use(createCatalogueCsvExporter(exportOptions)),
});

describe('catalogue export to a CSV file', () => {
  it('saves the export where the user chose, under the day’s name, and takes no filters', async ({
    csvApi,
    exporter,
    chooseFile,
    chosen,
  }) => {
    const served = Buffer.from('Handle,Title\r\np1,"Bar Clamp, 300 mm"\r\n');
    csvApi.answer(async (res) => {
      startCsv(res);
      await writeChunks(res, [served]);
      res.end();
    });
    await expect(exporter.saveAs(windowContents, {})).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(windowContents, 'catalogue-2026-05-01.csv', {
      name: 'CSV',
      extensions: ['csv'],
    });
    expect((await readFile(chosen)).equals(served)).toBe(true);
    expect(csvApi.requests[0]?.url).toBe('/api/product/export.csv');
    expect(csvApi.requests[0]?.headers.authorization).toBe(`Bearer ${EXPORT_TOKEN}`);

    await expect(exporter.saveAs(windowContents, { q: 'drill' })).resolves.toMatchObject({
      outcome: 'failed',
      status: 400,
    });
    expect(csvApi.requests).toHaveLength(1);
  });
});
