import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, vi } from 'vitest';
import { createPackingSlipPrinter } from '../../src/main/packingSlip';
import type { RendererContents } from '../../src/main/rendererContents';
import { mainTest as it } from './fixtures';

const PDF = new TextEncoder().encode('%PDF-1.7 slip');

describe('packing slip as PDF', () => {
  const printToPDF = vi.fn(async () => PDF);
  const contents: RendererContents = { send: () => undefined, once: () => undefined, printToPDF };

  beforeEach(() => {
    printToPDF.mockClear();
  });

  it('prints the window to the file the user chose', async ({ dir }) => {
    const chooseFile = vi.fn(async () => join(dir, 'slip.pdf'));
    const printer = createPackingSlipPrinter({ chooseFile });
    const saved = await printer.saveAsPdf(contents, 'app://toolshop/dasboard/order/o-1/slip', {
      orderId: 'o-1',
    });
    expect(saved).toBe(true);
    expect(chooseFile).toHaveBeenCalledWith(contents, 'packing-slip-o-1.pdf', {
      name: 'PDF',
      extensions: ['pdf'],
    });
    expect(await readFile(join(dir, 'slip.pdf'), 'utf8')).toBe('%PDF-1.7 slip');
  });

  it('writes nothing when the user cancels the dialog', async () => {
    const printer = createPackingSlipPrinter({ chooseFile: async () => null });
    await expect(
      printer.saveAsPdf(contents, 'app://toolshop/dasboard/order/o-1/slip', { orderId: 'o-1' }),
    ).resolves.toBe(false);
    expect(printToPDF).not.toHaveBeenCalled();
  });

  it.for<[string, string, unknown]>([
    ['a window on another page', 'app://toolshop/dasboard/manageorder', { orderId: 'o-1' }],
    ['another order’s slip', 'app://toolshop/dasboard/order/o-2/slip', { orderId: 'o-1' }],
    ['an id that could name a path', 'app://toolshop/dasboard/order/x/slip', { orderId: '../x' }],
    ['extra fields', 'app://toolshop/dasboard/order/o-1/slip', { orderId: 'o-1', path: '/etc' }],
  ])('refuses %s', async ([_what, url, payload], { dir }) => {
    const chooseFile = vi.fn(async () => join(dir, 'slip.pdf'));
    const printer = createPackingSlipPrinter({ chooseFile });
    await expect(printer.saveAsPdf(contents, url, payload)).rejects.toThrow();
    expect(chooseFile).not.toHaveBeenCalled();
  });
});
