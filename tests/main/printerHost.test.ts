import { describe, expect } from 'vitest';
import { createReceiptPrinter, type ResolveHost } from '../../src/main/receiptPrinter';
import { isLocalNetworkAddress } from '../../src/shared/localNetwork';
import type { ReceiptPrinterSettings } from '../../src/shared/receipt';
import { receiptPrinterFailures, receiptPrinterFieldErrors } from '../../src/shared/strings/receipt';
import { mainTest as it, printedReceipt } from './fixtures';

/** The names a test's DNS knows, with the addresses it answers for each. */
const dnsAnswering =
  (names: Record<string, string[]>): ResolveHost =>
  async (name) => {
    const addresses = names[name];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return addresses;
  };

describe('the receipt printer only on the shop’s own network', () => {
  const printTo = (
    settings: Pick<ReceiptPrinterSettings, 'host' | 'port'>,
    names: Record<string, string[]> = {},
  ) =>
    createReceiptPrinter({
      readSettings: async () => ({ ...settings, paperWidth: 80, refusal: null }),
      timeouts: { connectMs: 1_000, writeMs: 1_000 },
      resolveHost: dnsAnswering(names),
    }).print({ receipt: printedReceipt(), openDrawer: true });

  it('knows the local ranges from the public internet', () => {
    for (const local of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '172.31.255.255',
      '192.168.1.50',
      '169.254.10.20',
      '::1',
      '[::1]',
      'fd12:3456::7',
      'fc00::1',
      'fe80::1',
      '[fe80::1%eth0]',
      '::ffff:192.168.1.50',
    ]) {
      expect(isLocalNetworkAddress(local), local).toBe(true);
    }
    for (const outside of [
      '8.8.8.8',
      '172.32.0.1',
      '172.15.255.255',
      '192.169.1.1',
      '100.64.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      'fec0::1',
      '::',
      'printer.local',
      '256.1.1.1',
      // The system's resolver reads a leading zero as octal: 010.0.0.1 is 8.0.0.1.
      '010.0.0.1',
      '172.016.0.1',
    ]) {
      expect(isLocalNetworkAddress(outside), outside).toBe(false);
    }
  });

  it('refuses a public address before connecting, saying why', async () => {
    expect(await printTo({ host: '93.184.216.34', port: 9100 })).toEqual({
      outcome: 'failed',
      message: receiptPrinterFailures.notLocal('93.184.216.34:9100', '93.184.216.34'),
    });
    expect(await printTo({ host: '[2001:4860:4860::8888]', port: 9100 })).toEqual({
      outcome: 'failed',
      message: receiptPrinterFailures.notLocal('[2001:4860:4860::8888]:9100', '2001:4860:4860::8888'),
    });
  });

  it('refuses a name that resolves only to public addresses; nothing is sent', async ({ printerAt }) => {
    const names = { 'printer.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] };
    expect(await printTo({ host: 'printer.example.com', port: printerAt.port }, names)).toEqual({
      outcome: 'failed',
      message: receiptPrinterFailures.notLocal(`printer.example.com:${printerAt.port}`, '93.184.216.34'),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printerAt.jobs).toEqual([]);
  });

  it('resolves an address written with a leading zero as the system does, and refuses where it leads', async () => {
    expect(await printTo({ host: '010.0.0.1', port: 9100 }, { '010.0.0.1': ['8.0.0.1'] })).toEqual({
      outcome: 'failed',
      message: receiptPrinterFailures.notLocal('010.0.0.1:9100', '8.0.0.1'),
    });
  });

  it('says so when a name does not resolve', async ({ printerAt }) => {
    expect(await printTo({ host: 'nowhere.local', port: printerAt.port })).toEqual({
      outcome: 'failed',
      message: receiptPrinterFailures.unreachable(`nowhere.local:${printerAt.port}`, 'ENOTFOUND'),
    });
  });

  it('prints on a .local name that resolves only to loopback, connecting to the address it checked', async ({
    printerAt,
  }) => {
    const names = { 'till-printer.local': ['127.0.0.1'] };
    expect(await printTo({ host: 'till-printer.local', port: printerAt.port }, names)).toEqual({
      outcome: 'printed',
    });
    await expect.poll(() => printerAt.jobs.length).toBe(1);
    expect(printerAt.jobs[0]!.toString('latin1')).toContain('Claw hammer');
  });

  it('will not save a public address as the printer’s', async ({ printerSettings }) => {
    await expect(printerSettings.save({ host: '8.8.8.8', port: 9100 })).rejects.toThrow(
      receiptPrinterFieldErrors.notLocal,
    );
    await expect(printerSettings.save({ host: '192.168.1.50', port: 9100 })).resolves.toEqual({
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
    });
    expect(await printerSettings.read()).toEqual({
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
      refusal: null,
    });
  });
});
