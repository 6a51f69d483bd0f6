/**
 * The fixtures of main's tests, each set up for the tests that name it in their arguments and taken
 * down after: a fresh folder, a token vault in it (encrypted as on Linux, with a keyring of
 * its own), a loopback API that records what arrives, one that serves the CSV exports, a save
 * dialog that answers a file in the folder, and what a CSV exporter is built with.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, vi, type Mock } from 'vitest';
import type { CsvExportOptions } from '../../src/main/csvExport';
import type { RendererContents } from '../../src/main/rendererContents';
import type { ChooseFile } from '../../src/main/saveDialog';
import { prepareSafeStorageCipher } from '../../src/main/safeStorageCipher';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import { startCsvServer, type CsvServer } from './csvServer';
import { keyringSafeStorage } from './keyringSafeStorage';
import { startRecordingServer, type RecordingServer } from './recordingServer';

interface MainFixtures {
  dir: string;
  vault: TokenVault;
  api: RecordingServer;
  csvApi: CsvServer;
  /** The file the save dialog answers: `chosen.csv` in the folder. */
  chosen: string;
  chooseFile: Mock<ChooseFile>;
  /** The CSV API, a vault signed in with EXPORT_TOKEN, the save dialog, and a clock at EXPORT_DAY. */
  exportOptions: CsvExportOptions;
}

export const EXPORT_TOKEN = 'vault-access-token';
const EXPORT_DAY = new Date('2026-05-01T09:30:00Z');

/** A window's contents that a test's export or save only passes along. */
export const windowContents: RendererContents = {
  send: () => undefined,
  once: () => undefined,
  printToPDF: async () => new Uint8Array(),
};

export const mainTest = test.extend<MainFixtures>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  dir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'toolshop-main-'));
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },
  vault: async ({ dir }, use) => {
    const { cipher } = prepareSafeStorageCipher(keyringSafeStorage(randomBytes(32)), 'linux');
    await use(createTokenVault({ file: join(dir, 'token.bin'), cipher }));
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  api: async ({}, use) => {
    const api = await startRecordingServer();
    await use(api);
    await api.close();
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  csvApi: async ({}, use) => {
    const csvApi = await startCsvServer();
    await use(csvApi);
    await csvApi.close();
  },
  chosen: async ({ dir }, use) => {
    await use(join(dir, 'chosen.csv'));
  },
  chooseFile: async ({ chosen }: { chosen: string }, use: (dialog: Mock<ChooseFile>) => Promise<void>) => {
    await use(vi.fn<ChooseFile>(async () => chosen));
  },
  exportOptions: async ({ csvApi, vault, chooseFile }, use) => {
    await vault.set(EXPORT_TOKEN);
    await use({ apiBase: csvApi.apiBase, vault, chooseFile, now: () => EXPORT_DAY });
  },
});
