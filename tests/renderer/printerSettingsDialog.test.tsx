/**
 * The counter's receipt printer dialog over the desktop's own printer settings (src/main's store on a
 * temporary settings.json, behind a stand-in bridge): a saved printer the rule refuses shows as saved,
 * with why receipts do not print there, and the port takes only the raw printing ones.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterText } from '@shared/strings/labels/counterScreen';
import { receiptPrinterFailures, receiptPrinterHostErrors } from '@shared/strings/receipt';
import { createPrinterSettingsStore } from '../../src/main/printerSettings';
import { renderInApp } from './render';

const t = counterText.printer;
const PORT_RANGE = receiptPrinterHostErrors.port(9100, 9109);

let dir: string;
const settingsFile = () => join(dir, 'settings.json');
const saveByHand = (receiptPrinter: unknown) =>
  writeFile(settingsFile(), JSON.stringify({ apiBase: 'https://shop.example/api', receiptPrinter }));
const savedPrinter = async () => JSON.parse(await readFile(settingsFile(), 'utf8')).receiptPrinter;

/** The dialog as the desktop shows it: platform.ts reads window.shop when loaded, so it loads afresh. */
async function openDialog() {
  const store = createPrinterSettingsStore(dir);
  vi.stubGlobal('shop', { print: {}, receiptPrinter: { get: store.read, save: store.save } });
  const { PrinterSettingsDialog } =
    await import('../../src/renderer/src/pages/dashboard/counter/PrinterSettingsDialog');
  const onClose = vi.fn();
  const { user } = renderInApp(<PrinterSettingsDialog onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: t.heading });
  return { dialog, user, onClose };
}

describe('receipt printer dialog', () => {
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolshop-printer-dialog-'));
  });
  afterEach(async () => {
    vi.resetModules();
    vi.unstubAllGlobals();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows a saved address outside the shop’s network as saved, says why nothing prints there, and saves the fix', async () => {
    await saveByHand({ host: '100.64.0.9', port: 9100 });
    const { dialog, user, onClose } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.savedRefused);
    expect(alert).toHaveTextContent(receiptPrinterFailures.notLocal('100.64.0.9:9100', '100.64.0.9'));
    const host = within(dialog).getByLabelText(t.host);
    expect(host).toHaveValue('100.64.0.9');
    expect(host).toHaveAccessibleDescription(receiptPrinterHostErrors.notLocal);
    expect(within(dialog).getByLabelText(t.port)).toHaveValue('9100');

    await user.clear(host);
    await user.type(host, '192.168.1.50');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await savedPrinter()).toEqual({ host: '192.168.1.50', port: 9100 });
  });

  it('shows a saved port other than the raw printing ones as saved, naming the ports that print', async () => {
    await saveByHand({ host: '192.168.1.50', port: 515 });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      receiptPrinterFailures.portNotAllowed('192.168.1.50:515', 9100, 9109),
    );
    expect(within(dialog).getByLabelText(t.host)).toHaveValue('192.168.1.50');
    const port = within(dialog).getByLabelText(t.port);
    expect(port).toHaveValue('515');
    expect(port).toHaveAccessibleDescription(PORT_RANGE);
  });

  it('says saved settings it cannot read are so', async () => {
    await saveByHand('192.168.1.50:9100');
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(receiptPrinterFailures.unreadable);
    expect(within(dialog).getByLabelText(t.host)).toHaveValue('');
  });

  it('refuses a port other than the raw printing ones where it is typed, saving nothing', async () => {
    await saveByHand({ host: '192.168.1.50', port: 9100 });
    const { dialog, user, onClose } = await openDialog();
    const port = within(dialog).getByLabelText(t.port);
    await vi.waitFor(() => expect(port).toHaveValue('9100'));
    // The printer was saved as the rule takes it: nothing to say.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.clear(port);
    await user.type(port, '80');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(PORT_RANGE)).toBeInTheDocument();
    expect(port).toHaveValue('80');
    expect(onClose).not.toHaveBeenCalled();
    expect(await savedPrinter()).toEqual({ host: '192.168.1.50', port: 9100 });

    await user.clear(port);
    await user.type(port, '9103');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await savedPrinter()).toEqual({ host: '192.168.1.50', port: 9103 });
  });
});
