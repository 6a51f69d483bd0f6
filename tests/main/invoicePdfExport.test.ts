/**
 * The desktop app's invoice PDF (docs/desktop.md): main asks where to save `INV-26-27-000001.pdf`,
 * then streams `GET /invoice/{number}.pdf` (the number URL-encoded) with the vault's token into that
 * file, as it does the CSV exports; an answer that is not a PDF, or a refusal, leaves no file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { createInvoicePdfExporter, type CsvExporter } from '../../src/main/csvExport';
import { desktopRefusals } from '../../src/shared/strings/desktop';
import { refuse, startCsv, writeChunks } from './csvServer';
import { mainTest, EXPORT_TOKEN, windowContents } from './fixtures';

const it = mainTest.extend<{ exporter: CsvExporter }>({
  exporter: async ({ exportOptions }, use) => use(createInvoicePdfExporter(exportOptions)),
});

const NUMBER = 'INV/26-27/000001';
const PDF = Buffer.from('%PDF-1.7\n% a drawn invoice\n%%EOF\n');

/** The files in the test's folder but the vault's. */
const filesIn = async (dir: string) => (await readdir(dir)).filter((name) => name !== 'token.bin');

describe('an invoice saved as a PDF', () => {
  it('asks where to save it under its number, then writes the PDF fetched with the vault’s token', async ({
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
    await expect(exporter.saveAs(windowContents, { number: NUMBER })).resolves.toEqual({ outcome: 'saved' });
    expect(chooseFile).toHaveBeenCalledWith(windowContents, 'INV-26-27-000001.pdf', {
      name: 'PDF',
      extensions: ['pdf'],
    });
    expect((await readFile(chosen)).equals(PDF)).toBe(true);
    expect(csvApi.requests[0]?.url).toBe('/api/invoice/INV%2F26-27%2F000001.pdf');
    expect(csvApi.requests[0]?.headers.authorization).toBe(`Bearer ${EXPORT_TOKEN}`);
    expect(csvApi.requests[0]?.headers.accept).toBe('application/pdf');
  });

  it('refuses what is no document number before any dialog, so nothing else reaches the path', async ({
    csvApi,
    exporter,
    chooseFile,
  }) => {
    for (const payload of [
      { number: '../../export/orders.csv' },
      { number: '' },
      { number: NUMBER, q: 'x' },
    ]) {
      await expect(exporter.saveAs(windowContents, payload)).resolves.toMatchObject({
        outcome: 'failed',
        status: 400,
      });
    }
    expect(chooseFile).not.toHaveBeenCalled();
    expect(csvApi.requests).toEqual([]);
  });

  it('leaves no file for another customer’s invoice (404) nor for an answer that is not a PDF', async ({
    csvApi,
    exporter,
    dir,
  }) => {
    csvApi.answer((res) => refuse(res, 404, 'not found'));
    await expect(exporter.saveAs(windowContents, { number: NUMBER })).resolves.toEqual({
      outcome: 'failed',
      status: 404,
      message: 'not found',
    });
    csvApi.answer((res) => {
      startCsv(res);
      res.end('Order ID\r\n');
    });
    await expect(exporter.saveAs(windowContents, { number: NUMBER })).resolves.toEqual({
      outcome: 'failed',
      status: 502,
      message: desktopRefusals.exportNotPdf,
    });
    expect(await filesIn(dir)).toEqual([]);
  });
});
