/**
 * The counter's receipt printer dialog over a stand-in for main's printer settings (what settings.json
 * holds, read back through the shared check and saved through the shared rule, as
 * src/main/printerSettings.ts does): a saved printer the rule refuses shows as saved, with why receipts
 * do not print there, and the port takes only the raw printing ones.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkSavedPrinter,
  receiptPrinterSettingsSchema,
  type ReceiptPrinterSettings,
} from '@shared/receipt';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterFailures, receiptPrinterFieldErrors } from '@shared/strings/receipt';
import { renderInApp } from './render';

const t = counterText.printer;
const PORT_RANGE = receiptPrinterFieldErrors.port(9100, 9109);

/** settings.json's `receiptPrinter`, as saved earlier (by an older app, or by hand); null: none. */
let savedPrinter: unknown;

/** The dialog as the desktop shows it: platform.ts reads window.shop when loaded, so it loads afresh. */
async function openDialog(saved: unknown) {
  savedPrinter = saved;
  vi.stubGlobal('shop', {
    print: {},
    receiptPrinter: {
      get: async () => (savedPrinter === null ? null : checkSavedPrinter(savedPrinter)),
      save: async (settings: ReceiptPrinterSettings | null) => {
        savedPrinter = receiptPrinterSettingsSchema.nullable().parse(settings);
        return savedPrinter;
      },
    },
  });
  const { PrinterSettingsDialog } =
    await import('../../src/renderer/src/pages/dashboard/counter/PrinterSettingsDialog');
  const onClose = vi.fn();
  const { user } = renderInApp(<PrinterSettingsDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: t.heading });
  /** Types `value` over what `field` holds. */
  const retype = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    await user.type(field, value);
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: t.save }));
  /** Save: the dialog closes, and settings.json holds `saved`. */
  const expectSavedAs = async (saved: unknown) => {
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedPrinter).toEqual(saved);
  };
  return { dialog, user, onClose, retype, save, expectSavedAs };
}

describe('receipt printer dialog', () => {
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it('shows a saved address outside the shop’s network as saved, says why nothing prints there, and saves the fix', async () => {
    const { dialog, retype, expectSavedAs } = await openDialog({ host: '100.64.0.9', port: 9100 });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.savedRefused);
    expect(alert).toHaveTextContent(receiptPrinterFailures.notLocal('100.64.0.9:9100', '100.64.0.9'));
    const host = within(dialog).getByLabelText(t.host);
    expect(host).toHaveValue('100.64.0.9');
    expect(host).toHaveAccessibleDescription(receiptPrinterFieldErrors.notLocal);
    expect(within(dialog).getByLabelText(t.port)).toHaveValue('9100');

    await retype(host, '192.168.1.50');
    await expectSavedAs({ host: '192.168.1.50', port: 9100, paperWidth: 80 });
  });

  it('shows a saved port other than the raw printing ones as saved, naming the ports that print', async () => {
    const { dialog } = await openDialog({ host: '192.168.1.50', port: 515 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      receiptPrinterFailures.portNotAllowed('192.168.1.50:515', 9100, 9109),
    );
    expect(within(dialog).getByLabelText(t.host)).toHaveValue('192.168.1.50');
    const port = within(dialog).getByLabelText(t.port);
    expect(port).toHaveValue('515');
    expect(port).toHaveAccessibleDescription(PORT_RANGE);
  });

  it('says saved settings it cannot read are so', async () => {
    const { dialog } = await openDialog('192.168.1.50:9100');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(receiptPrinterFailures.unreadable);
    expect(within(dialog).getByLabelText(t.host)).toHaveValue('');
  });

  it('refuses a port other than the raw printing ones where it is typed, saving nothing', async () => {
    const { dialog, onClose, retype, save, expectSavedAs } = await openDialog({
      host: '192.168.1.50',
      port: 9100,
    });
    const port = within(dialog).getByLabelText(t.port);
    await vi.waitFor(() => expect(port).toHaveValue('9100'));
    // The printer was saved as the rule takes it: nothing to say.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await retype(port, '80');
    await save();
    expect(await within(dialog).findByText(PORT_RANGE)).toBeInTheDocument();
    expect(port).toHaveValue('80');
    expect(onClose).not.toHaveBeenCalled();
    expect(savedPrinter).toEqual({ host: '192.168.1.50', port: 9100 });

    await retype(port, '9103');
    await expectSavedAs({ host: '192.168.1.50', port: 9103, paperWidth: 80 });
  });

  it('keeps the paper’s width beside the address: 80 mm unless said, 58 mm when chosen', async () => {
    const { dialog, user, expectSavedAs } = await openDialog({ host: '192.168.1.50', port: 9100 });
    const paper = within(dialog).getByRole('radiogroup', { name: t.paperWidth });
    const wide = within(paper).getByRole('radio', { name: t.paperWidthOption(80, 48) });
    await vi.waitFor(() => expect(wide).toBeChecked());
    await user.click(within(paper).getByRole('radio', { name: t.paperWidthOption(58, 32) }));
    await expectSavedAs({ host: '192.168.1.50', port: 9100, paperWidth: 58 });
  });

  it('shows a saved paper width it does not know as saved, saying which print', async () => {
    const { dialog } = await openDialog({ host: '192.168.1.50', port: 9100, paperWidth: 76 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      receiptPrinterFailures.paperWidthNotAllowed('192.168.1.50:9100', '76'),
    );
  });
});
