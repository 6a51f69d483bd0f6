/**
 * The desktop app's catalogue import (docs/desktop.md): main sends the window's CSV text as
 * `text/csv` to `POST /product/import` with the vault's token and the admin's choices, and refuses a
 * text over the import's 20 MB, or a payload of another shape, without sending anything.
 */
import { describe, expect } from 'vitest';
import { createApiProxy, type ApiProxy } from '../../src/main/apiProxy';
import { MAX_IMPORT_BYTES } from '../../src/shared/catalogueCsv';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { mainTest } from './fixtures';

const ACCESS_TOKEN = 'access-token-minted-by-the-api';
const REPORT = {
  dryRun: true,
  applied: false,
  products: { create: 1, update: 0 },
  variants: { create: 1, update: 0 },
  errors: [],
};

/** A proxy signed in with ACCESS_TOKEN, to the recording API answering every call with REPORT. */
const it = mainTest.extend<{ proxy: ApiProxy }>({
  proxy: async ({ api, vault }, use) => {
    await vault.set(ACCESS_TOKEN);
    api.reply(() => ({ status: 200, json: REPORT }));
    await use(createApiProxy({ apiBase: `${api.origin}/api`, vault }));
  },
});

describe('the catalogue import through main', () => {
  it('sends the text as text/csv with the vault’s token and hands back the report', async ({
    api,
    proxy,
  }) => {
    const csv = 'Handle,Title\r\nbench-vice,"Bench Vice, cast"\r\n';
    const res = await proxy.importCatalogue({ csv, dryRun: false, unfetchedImages: 'placeholder' });
    expect(res).toEqual({ status: 200, data: REPORT });
    const [sent] = api.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/product/import?dryRun=false&unfetchedImages=placeholder',
    });
    expect(sent?.headers['content-type']).toMatch(/^text\/csv/);
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent?.body.toString('utf8')).toBe(csv);
  });

  it('refuses a text over 20 MB (413) and a payload of another shape (400), sending nothing', async ({
    api,
    proxy,
  }) => {
    const tooLarge = await proxy.importCatalogue({
      csv: 'x'.repeat(MAX_IMPORT_BYTES + 1),
      dryRun: true,
      unfetchedImages: 'error',
    });
    expect(tooLarge).toEqual({ status: 413, data: { message: apiErrors.tooLarge } });
    const odd = await proxy.importCatalogue({
      csv: 'Handle',
      dryRun: 'yes',
      unfetchedImages: 'error',
      endpoint: 'deleteProduct',
    });
    expect(odd.status).toBe(400);
    const unknownChoice = await proxy.importCatalogue({
      csv: 'Handle',
      dryRun: true,
      unfetchedImages: 'skip',
    });
    expect(unknownChoice.status).toBe(400);
    const noChoice = await proxy.importCatalogue({ csv: 'Handle', dryRun: true });
    expect(noChoice.status).toBe(400);
    expect(api.requests).toEqual([]);
  });
});
