/**
 * The network receipt printer's address and paper width (docs/desktop.md), kept as `receiptPrinter` in
 * settings.json beside the API's address and changed from the counter's printer settings. Saving
 * rewrites the file through a `.partial` file and a rename, keeping its other settings, so a crash never
 * leaves half a file.
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  checkSavedPrinter,
  receiptPrinterSettingsSchema,
  type ReceiptPrinterSettings,
  type SavedReceiptPrinter,
} from '../shared/receipt';
import { issueText } from './apiProxy';
import { readSettingsFile, SETTINGS_FILE } from './settings';

/** What the window sends to save: the printer's address and paper, or null for none (print the 80 mm page). */
export const printerSettingsSaveSchema = receiptPrinterSettingsSchema.nullable();

export interface PrinterSettingsStore {
  /** The saved printer, with why the current rule refuses it if it does; null when none is saved. */
  read(): Promise<SavedReceiptPrinter | null>;
  /** Resolves with the saved settings; rejects with a one-line reason for a refused payload. */
  save(payload: unknown): Promise<ReceiptPrinterSettings | null>;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};

export function createPrinterSettingsStore(userDataDir: string): PrinterSettingsStore {
  const path = join(userDataDir, SETTINGS_FILE);
  // Saves wait for each other, so two quick saves never interleave their read and write.
  let saving: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<SavedReceiptPrinter | null> => {
    let file: unknown;
    try {
      file = readSettingsFile(path);
    } catch {
      // Not JSON: whatever printer it held cannot be read, and the staff are told so.
      return checkSavedPrinter(undefined);
    }
    const saved = asObject(file).receiptPrinter;
    return saved === undefined || saved === null ? null : checkSavedPrinter(saved);
  };

  return {
    read,
    save(payload) {
      const parsed = printerSettingsSaveSchema.safeParse(payload);
      if (!parsed.success) return Promise.reject(new Error(issueText(parsed.error as z.ZodError)));
      const run = saving.then(async () => {
        const file = asObject(readSettingsFile(path));
        if (parsed.data) file.receiptPrinter = parsed.data;
        else delete file.receiptPrinter;
        const partial = `${path}.partial`;
        await writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
        await rename(partial, path);
        return parsed.data;
      });
      saving = run.catch(() => undefined);
      return run;
    },
  };
}
