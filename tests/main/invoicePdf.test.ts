/**
 * The desktop app's invoice PDF (docs/desktop.md): main fetches `GET /invoice/{number}.pdf` with the
 * vault's token, writes it into the invoices folder under its number and opens that file in the
 * system's viewer; a number the shop does not issue, an answer that is no PDF and the API's refusals
 * open nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, vi, type Mock } from 'vitest';
import { createInvoicePdfOpener, type InvoicePdfOpener } from '../../src/main/invoicePdf';
import { desktopRefusals } from '../../src/shared/strings/desktop';
import { EXPORT_TOKEN, mainTest } from './fixtures';

const PDF = Buffer.from('%PDF-1.7\n% an invoice\n%%EOF\n');

type OpenFile = (path: string) => Promise<string>;

const it = mainTest.extend<{ openFile: Mock<OpenFile>; opener: InvoicePdfOpener }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  openFile: async ({}, use: (openFile: Mock<OpenFile>) => Promise<void>) =>
    use(vi.fn<OpenFile>(async () => '')),
  opener: async ({ api, vault, dir, openFile }, use) => {
    await vault.set(EXPORT_TOKEN);
    await use(createInvoicePdfOpener({ apiBase: `${api.origin}/api`, vault, dir, openFile }));
  },
});

describe('an invoice’s PDF on the desktop', () => {
  it('fetches it with the vault’s token, writes it under its number and opens that file', async ({
    api,
    dir,
    opener,
    openFile,
  }) => {
    api.reply(() => ({ status: 200, bytes: { type: 'application/pdf', body: PDF } }));
    await expect(opener.open({ number: 'INV/26-27/000001' })).resolves.toEqual({ outcome: 'opened' });
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/invoice/INV%2F26-27%2F000001.pdf',
      headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    const path = join(dir, 'INV-26-27-000001.pdf');
    expect(openFile).toHaveBeenCalledWith(path);
    expect((await readFile(path)).equals(PDF)).toBe(true);
  });

  it('asks nothing for a number the shop does not issue, and opens nothing that is not a PDF', async ({
    api,
    opener,
    openFile,
  }) => {
    for (const number of ['../../etc/passwd', '/INV', 'INV/26-27/0000001234567']) {
      await expect(opener.open({ number })).resolves.toMatchObject({ outcome: 'failed', status: 400 });
    }
    expect(api.requests).toEqual([]);
    api.reply(() => ({ status: 200, bytes: { type: 'text/html', body: Buffer.from('<html>') } }));
    await expect(opener.open({ number: 'INV/26-27/000002' })).resolves.toEqual({
      outcome: 'failed',
      status: 502,
      message: desktopRefusals.notPdf,
    });
    api.reply(() => ({ status: 200, bytes: { type: 'application/pdf', body: Buffer.from('<html>') } }));
    await expect(opener.open({ number: 'INV/26-27/000002' })).resolves.toMatchObject({ status: 502 });
    expect(openFile).not.toHaveBeenCalled();
  });

  it('says the API’s refusal (another’s invoice is 404), and forgets a token the API no longer takes', async ({
    api,
    vault,
    opener,
    openFile,
  }) => {
    api.reply(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(opener.open({ number: 'INV/26-27/000003' })).resolves.toEqual({
      outcome: 'failed',
      status: 404,
      message: 'Not found',
    });
    api.reply(() => ({ status: 401, json: { message: 'unauthorized' } }));
    await expect(opener.open({ number: 'INV/26-27/000003' })).resolves.toMatchObject({ status: 401 });
    expect(await vault.has()).toBe(false);
    expect(openFile).not.toHaveBeenCalled();
  });

  it('says why when the viewer cannot open it', async ({ api, opener, openFile }) => {
    api.reply(() => ({ status: 200, bytes: { type: 'application/pdf', body: PDF } }));
    openFile.mockResolvedValueOnce('No application is registered to open PDF files');
    await expect(opener.open({ number: 'CN/26-27/000001' })).resolves.toEqual({
      outcome: 'unopened',
      message: desktopRefusals.pdfNotOpened('No application is registered to open PDF files'),
    });
  });
});
