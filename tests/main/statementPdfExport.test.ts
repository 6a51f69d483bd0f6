/**
 * The desktop app's statement PDF (docs/credit.md): main asks where to save it under the customer's
 * name and the period's days, then streams `GET /customer/{id}/statement.pdf?from&to` with the vault's
 * token into that file; a period the statement refuses, or an id that is no id, is refused before any
 * dialog, so nothing else reaches the path.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { createStatementPdfExporter, type CsvExporter } from '../../src/main/csvExport';
import { writeChunks } from './csvServer';
import { mainTest, EXPORT_TOKEN, windowContents } from './fixtures';

const it = mainTest.extend<{ exporter: CsvExporter }>({
  exporter: async ({ exportOptions }, use) => use(createStatementPdfExporter(exportOptions)),
});

const PDF = Buffer.from('%PDF-1.7\n% a drawn statement\n%%EOF\n');

describe('a statement saved as a PDF', () => {
  it('asks where to save it under the customer and the days, then writes the PDF fetched with the vault’s token', async ({
    csvApi,
    exporter,
    chooseFile,
    chosen,
  }) => {
    csvApi.answer(async (res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      await writeChunks(res, [PDF.subarray(0, 9), PDF.subarray(9)]);
      res.end();
    });
    const request = {
      customerId: 'u-42',
      name: 'Rafiq Hossain Contractors',
      period: { from: '2026-09-01', to: '2026-11-30' },
    };
    await expect(exporter.saveAs(windowContents, request)).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(
      windowContents,
      'statement-rafiq-hossain-contractors-2026-09-01-to-2026-11-30.pdf',
      { name: 'PDF', extensions: ['pdf'] },
    );
    expect((await readFile(chosen)).equals(PDF)).toBe(true);
    expect(csvApi.requests[0]?.url).toBe('/api/customer/u-42/statement.pdf?from=2026-09-01&to=2026-11-30');
    expect(csvApi.requests[0]?.headers.authorization).toBe(`Bearer ${EXPORT_TOKEN}`);
  });

  it('asks for the whole account when the period is left open', async ({ csvApi, exporter, chooseFile }) => {
    csvApi.answer((res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    });
    await expect(
      exporter.saveAs(windowContents, { customerId: 'u-42', name: 'Rafiq', period: {} }),
    ).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(
      windowContents,
      'statement-rafiq-start-to-today.pdf',
      expect.anything(),
    );
    expect(csvApi.requests[0]?.url).toBe('/api/customer/u-42/statement.pdf');
  });

  it('refuses a period the statement would refuse and an id that is no id, before any dialog', async ({
    csvApi,
    exporter,
    chooseFile,
  }) => {
    for (const payload of [
      { customerId: '../../export/orders.csv', name: 'x', period: {} },
      { customerId: 'u-42', name: 'x', period: { from: '2026-12-01', to: '2026-11-01' } },
      { customerId: 'u-42', name: 'x', period: { from: '1 Nov' } },
      { customerId: 'u-42', name: 'x', period: {}, extra: true },
    ]) {
      await expect(exporter.saveAs(windowContents, payload)).resolves.toMatchObject({
        outcome: 'failed',
        status: 400,
      });
    }
    expect(chooseFile).not.toHaveBeenCalled();
    expect(csvApi.requests).toEqual([]);
  });
});
