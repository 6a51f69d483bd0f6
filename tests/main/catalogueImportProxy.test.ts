/**
 * The desktop app's catalogue import (docs/desktop.md): main sends the window's CSV text as
 * `text/csv` to `POST /product/import` with the vault's token, and refuses a text over the import's
 * 20 MB, or a payload of another shape, without sending anything.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiProxy, type ApiProxy } from '../../src/main/apiProxy';
import { prepareSafeStorageCipher } from '../../src/main/safeStorageCipher';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import { MAX_IMPORT_BYTES } from '../../src/shared/catalogueCsv';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { keyringSafeStorage } from './keyringSafeStorage';
import { startRecordingServer, type RecordingServer } from './recordingServer';

const ACCESS_TOKEN = 'access-token-minted-by-the-api';
const REPORT = {
  dryRun: true,
  applied: false,
  products: { create: 1, update: 0 },
  variants: { create: 1, update: 0 },
  errors: [],
};

describe('the catalogue import through main', () => {
  let api: RecordingServer;
  let dir: string;
  let vault: TokenVault;
  let proxy: ApiProxy;

  beforeAll(async () => {
    api = await startRecordingServer();
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolshop-import-'));
    const { cipher } = prepareSafeStorageCipher(keyringSafeStorage(randomBytes(32)), 'linux');
    vault = createTokenVault({ file: join(dir, 'token.bin'), cipher });
    await vault.set(ACCESS_TOKEN);
    proxy = createApiProxy({ apiBase: `${api.origin}/api`, vault });
    api.requests.length = 0;
    api.reply(() => ({ status: 200, json: REPORT }));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('sends the text as text/csv with the vault’s token and hands back the report', async () => {
    const csv = 'Handle,Title\r\nbench-vice,"Bench Vice, cast"\r\n';
    const res = await proxy.importCatalogue({ csv, dryRun: false });
    expect(res).toEqual({ status: 200, data: REPORT });
    const [sent] = api.requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/product/import?dryRun=false' });
    expect(sent?.headers['content-type']).toMatch(/^text\/csv/);
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent?.body.toString('utf8')).toBe(csv);
  });

  it('refuses a text over 20 MB (413) and a payload of another shape (400), sending nothing', async () => {
    const tooLarge = await proxy.importCatalogue({ csv: 'x'.repeat(MAX_IMPORT_BYTES + 1), dryRun: true });
    expect(tooLarge).toEqual({ status: 413, data: { message: apiErrors.tooLarge } });
    const odd = await proxy.importCatalogue({ csv: 'Handle', dryRun: 'yes', endpoint: 'deleteProduct' });
    expect(odd.status).toBe(400);
    expect(api.requests).toEqual([]);
  });
});
