/**
 * The fixtures of main's tests, each set up for the tests that name it in their arguments and taken
 * down after: a fresh folder, a token vault in it (encrypted as on Linux, with a keyring of
 * its own), a loopback API that records what arrives, one that serves the CSV exports, a save
 * dialog that answers a file in the folder, what a CSV exporter is built with, a stand-in receipt
 * printer on loopback, and the receipt printer's settings and print path on the folder's
 * settings.json. And a receipt as the window sends it to print.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, vi, type Mock } from 'vitest';
import type { CsvExportOptions } from '../../src/main/csvExport';
import { createPrinterSettingsStore, type PrinterSettingsStore } from '../../src/main/printerSettings';
import { createReceiptPrinter, type ReceiptPrinter } from '../../src/main/receiptPrinter';
import { SETTINGS_FILE } from '../../src/main/settings';
import type { RendererContents } from '../../src/main/rendererContents';
import type { ChooseFile } from '../../src/main/saveDialog';
import { prepareSafeStorageCipher } from '../../src/main/safeStorageCipher';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import type { PrintedReceipt } from '../../src/shared/receipt';
import { startLoopbackPrinter, type LoopbackPrinter } from '../support/loopbackPrinter';
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
  /**
   * The CSV API, a vault signed in with EXPORT_TOKEN, the save dialog, and a clock at EXPORT_DAY in the
   * shop's zone, EXPORT_ZONE.
   */
  exportOptions: CsvExportOptions;
  /** A stand-in ESC/POS printer on 127.0.0.1, at a raw printing port, recording each job. */
  printerAt: LoopbackPrinter;
  /** Writes the folder's settings.json as given: as an older app, or someone by hand, left it. */
  writeSettings: (settings: unknown) => Promise<void>;
  /** The receipt printer's settings, in the folder's settings.json. */
  printerSettings: PrinterSettingsStore;
  /** Main's print path on those settings, with a second to connect and a second to write. */
  receiptPrinter: ReceiptPrinter;
}

export const EXPORT_TOKEN = 'vault-access-token';
/** Half past two on 1 May in Dhaka, still 30 April in UTC: a file is dated by the shop's day. */
const EXPORT_DAY = new Date('2026-04-30T20:30:00Z');
const EXPORT_ZONE = 'Asia/Dhaka';

/** A window's contents that a test's export or save only passes along. */
export const windowContents: RendererContents = {
  send: () => undefined,
  once: () => undefined,
  printToPDF: async () => new Uint8Array(),
};

/** A receipt as the window sends it to print: a claw hammer paid in cash at Counter 1, but for `fields`. */
export const printedReceipt = (fields: Partial<PrintedReceipt> = {}): PrintedReceipt => ({
  shopName: 'Toolshop',
  shopAddress: [],
  currency: 'USD',
  number: '1043',
  at: '2026-11-26T09:30:00.000Z',
  timeZone: 'UTC',
  register: 'Counter 1',
  cashier: 'cashier@toolshop.test',
  lines: [{ title: 'Claw hammer', quantity: 1, unitPrice: 12.5, lineTotal: 12.5 }],
  total: 12.5,
  rounding: 0,
  payments: [{ method: 'cash', amount: 12.5 }],
  change: 0,
  accountDueOn: null,
  invoiceNumber: null,
  taxIdentity: [],
  taxIncluded: [],
  offline: false,
  ...fields,
});

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
    await use({ apiBase: csvApi.apiBase, vault, chooseFile, now: () => EXPORT_DAY, timeZone: EXPORT_ZONE });
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  printerAt: async ({}, use) => {
    const printer = await startLoopbackPrinter();
    await use(printer);
    await printer.close();
  },
  writeSettings: async ({ dir }, use) => {
    await use((settings) => writeFile(join(dir, SETTINGS_FILE), JSON.stringify(settings)));
  },
  printerSettings: async ({ dir }, use) => {
    await use(createPrinterSettingsStore(dir));
  },
  receiptPrinter: async ({ printerSettings }, use) => {
    await use(
      createReceiptPrinter({
        readSettings: printerSettings.read,
        timeouts: { connectMs: 1_000, writeMs: 1_000 },
      }),
    );
  },
});
