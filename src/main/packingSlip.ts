/**
 * Saves the packing slip a window shows as a PDF (docs/desktop.md): the user picks where in a save dialog,
 * Chromium renders the page with its print styles (`webContents.printToPDF`). Only a window that is
 * showing that order's slip can ask, so nothing else of the app can be written to disk this way.
 */
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { routes } from '../shared/routes';
import { desktopRefusals } from '../shared/strings/desktop';
import type { RendererContents } from './rendererContents';
import type { ChooseFile } from './saveDialog';

export const printSlipSchema = z.strictObject({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an order id'),
});

const PDF_FILTER = { name: 'PDF', extensions: ['pdf'] };

export interface PackingSlipDeps {
  chooseFile: ChooseFile;
}

export interface PackingSlipPrinter {
  /** Resolves with whether a file was written. */
  saveAsPdf(contents: RendererContents, frameUrl: string, payload: unknown): Promise<boolean>;
}

export function createPackingSlipPrinter({ chooseFile }: PackingSlipDeps): PackingSlipPrinter {
  return {
    async saveAsPdf(contents, frameUrl, payload) {
      const { orderId } = printSlipSchema.parse(payload);
      if (new URL(frameUrl).pathname !== routes.packingSlip(orderId)) {
        throw new Error(desktopRefusals.notThisPackingSlip);
      }
      const path = await chooseFile(contents, `packing-slip-${orderId}.pdf`, PDF_FILTER);
      if (!path) return false;
      const pdf = await contents.printToPDF({ pageSize: 'A4', printBackground: true });
      await writeFile(path, pdf);
      return true;
    },
  };
}
