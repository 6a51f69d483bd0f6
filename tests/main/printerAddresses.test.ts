/**
 * The receipt printer's name with several addresses (only the local ones tried, each in turn within
 * the one connect time limit), and saved settings that the current rule refuses (read back as saved,
 * printing says why and connects to nothing). Linux only: there 127.0.0.2 and 127.0.0.3 are loopback too.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrinterSettingsStore, type PrinterSettingsStore } from '../../src/main/printerSettings';
import { createReceiptPrinter, type ResolveHost } from '../../src/main/receiptPrinter';
import { receiptPrinterFailures, receiptPrinterFieldErrors } from '../../src/shared/strings/receipt';
import { startSilentPrinter, type LoopbackPrinter, type SilentPrinter } from '../support/loopbackPrinter';
import { mainTest, printedReceipt } from './fixtures';

const RECEIPT = printedReceipt({
  number: '1044',
  lines: [{ title: 'Spirit level', quantity: 1, unitPrice: 19, lineTotal: 19 }],
  total: 19,
  payments: [{ method: 'card', amount: 19, reference: 'AUTH-1' }],
});

const PUBLIC_V6 = '2606:2800:220:1:248:1893:25c8:1946';

/** The test's DNS: `name` resolves to `addresses`, in that order; it counts its lookups. */
function dnsAnswering(name: string, addresses: string[]) {
  const lookups: string[] = [];
  const resolveHost: ResolveHost = async (asked) => {
    lookups.push(asked);
    if (asked !== name)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${asked}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return { resolveHost, lookups };
}

describe.skipIf(process.platform !== 'linux')('a printer name with several addresses', () => {
  const silent: SilentPrinter[] = [];
  afterEach(async () => {
    await Promise.all(silent.splice(0).map((listener) => listener.close()));
  });

  /** RECEIPT printed on `till-printer.local` at printerAt's port, its addresses as `dns` answers them. */
  const printThrough = (
    printerAt: LoopbackPrinter,
    dns: ReturnType<typeof dnsAnswering>,
    connectMs = 1_000,
  ) =>
    createReceiptPrinter({
      readSettings: async () => ({
        host: 'till-printer.local',
        port: printerAt.port,
        paperWidth: 80,
        refusal: null,
      }),
      timeouts: { connectMs, writeMs: 1_000 },
      resolveHost: dns.resolveHost,
    }).print({ receipt: RECEIPT, openDrawer: false });

  mainTest(
    'prints on its local address when the network also answers a public one, resolving the name once',
    async ({ printerAt }) => {
      const dns = dnsAnswering('till-printer.local', [PUBLIC_V6, '93.184.216.34', '127.0.0.1']);
      expect(await printThrough(printerAt, dns)).toEqual({ outcome: 'printed' });
      await expect.poll(() => printerAt.jobs.length).toBe(1);
      expect(printerAt.jobs[0]!.toString('latin1')).toContain('Spirit level');
      expect(dns.lookups).toEqual(['till-printer.local']);
    },
  );

  mainTest('prints on its second address when nothing listens at its first', async ({ printerAt }) => {
    const dns = dnsAnswering('till-printer.local', ['127.0.0.2', '127.0.0.1']);
    expect(await printThrough(printerAt, dns)).toEqual({ outcome: 'printed' });
    await expect.poll(() => printerAt.jobs.length).toBe(1);
  });

  mainTest(
    'prints on its second address when its first never answers, within the one time limit',
    async ({ printerAt }) => {
      silent.push(await startSilentPrinter({ host: '127.0.0.2', port: printerAt.port }));
      const dns = dnsAnswering('till-printer.local', ['127.0.0.2', '127.0.0.1']);
      const started = Date.now();
      expect(await printThrough(printerAt, dns, 3_000)).toEqual({ outcome: 'printed' });
      const took = Date.now() - started;
      // The first address had its share (half) of the limit, then the second was tried.
      expect(took).toBeGreaterThanOrEqual(1_450);
      expect(took).toBeLessThan(3_000);
      await expect.poll(() => printerAt.jobs.length).toBe(1);
    },
  );

  mainTest(
    'gives up on addresses that never answer within the time limit overall, not once per address',
    async ({ printerAt }) => {
      for (const host of ['127.0.0.2', '127.0.0.3']) {
        silent.push(await startSilentPrinter({ host, port: printerAt.port }));
      }
      const dns = dnsAnswering('till-printer.local', ['127.0.0.2', '127.0.0.3']);
      const started = Date.now();
      expect(await printThrough(printerAt, dns, 2_000)).toEqual({
        outcome: 'failed',
        message: receiptPrinterFailures.noAnswer(`till-printer.local:${printerAt.port}`, 2),
      });
      // A limit per address would take 4 s.
      expect(Date.now() - started).toBeLessThan(3_500);
      expect(printerAt.jobs).toEqual([]);
    },
  );
});

describe('saved printer settings the current rule refuses', () => {
  let dir: string;
  let settings: PrinterSettingsStore;
  /** Counts every connection made to it: whatever is saved, nothing may be. */
  let connections: number;
  let listener: ReturnType<typeof createServer>;
  let listenerPort: number;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerPort = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
  beforeEach(async () => {
    connections = 0;
    dir = await mkdtemp(join(tmpdir(), 'toolshop-printer-saved-'));
    settings = createPrinterSettingsStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const saveByHand = (receiptPrinter: unknown) =>
    writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ apiBase: 'https://shop.example/api', receiptPrinter }),
    );
  const print = () =>
    createReceiptPrinter({
      readSettings: settings.read,
      timeouts: { connectMs: 500, writeMs: 500 },
      // Resolves every name to the listener's address, should anything try one.
      resolveHost: async () => ['127.0.0.1'],
    }).print({ receipt: RECEIPT, openDrawer: true });

  it('reads back an address outside the shop’s network as saved, and printing says why without connecting', async () => {
    await saveByHand({ host: '100.64.0.9', port: 9100 });
    const refusal = receiptPrinterFailures.notLocal('100.64.0.9:9100', '100.64.0.9');
    expect(await settings.read()).toEqual({ host: '100.64.0.9', port: 9100, paperWidth: 80, refusal });
    expect(await print()).toEqual({
      outcome: 'failed',
      message: `${refusal} ${receiptPrinterFailures.changeIt}`,
    });
  });

  it('reads back a port other than the raw printing ones as saved, and prints nothing there', async () => {
    await saveByHand({ host: '127.0.0.1', port: listenerPort });
    const where = `127.0.0.1:${listenerPort}`;
    const refusal = receiptPrinterFailures.portNotAllowed(where, 9100, 9109);
    expect(await settings.read()).toEqual({
      host: '127.0.0.1',
      port: listenerPort,
      paperWidth: 80,
      refusal,
    });
    expect(await print()).toEqual({
      outcome: 'failed',
      message: `${refusal} ${receiptPrinterFailures.changeIt}`,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(0);
  });

  it('reads back a host that is not a name or an address as saved, and says so', async () => {
    await saveByHand({ host: `printer.local:${listenerPort}`, port: 9100 });
    const refusal = receiptPrinterFailures.notAHost(`printer.local:${listenerPort}:9100`);
    expect(await settings.read()).toEqual({
      host: `printer.local:${listenerPort}`,
      port: 9100,
      paperWidth: 80,
      refusal,
    });
    expect(await print()).toMatchObject({ outcome: 'failed', message: expect.stringContaining(refusal) });
    expect(connections).toBe(0);
  });

  it('reads back an IPv6 address written without its brackets as not a host, as the dialog marks it', async () => {
    await saveByHand({ host: 'fe80::1', port: 9100 });
    expect(await settings.read()).toEqual({
      host: 'fe80::1',
      port: 9100,
      paperWidth: 80,
      refusal: receiptPrinterFailures.notAHost('fe80::1:9100'),
    });
  });

  it('reads a printer saved as null as none set: receipts go to the 80 mm page', async () => {
    await saveByHand(null);
    expect(await settings.read()).toBeNull();
    expect(await print()).toEqual({ outcome: 'no-printer' });
  });

  it('says settings it cannot read are so, rather than printing on paper as if none were set', async () => {
    await saveByHand('192.168.1.50:9100');
    expect(await settings.read()).toEqual({
      host: '',
      port: 9100,
      paperWidth: 80,
      refusal: receiptPrinterFailures.unreadable,
    });
    expect(await print()).toEqual({
      outcome: 'failed',
      message: `${receiptPrinterFailures.unreadable} ${receiptPrinterFailures.changeIt}`,
    });
    await writeFile(join(dir, 'settings.json'), '{ "receiptPrinter": ');
    expect(await settings.read()).toMatchObject({ refusal: receiptPrinterFailures.unreadable });
  });

  it('is mended by saving a printer the rule takes, keeping the other settings', async () => {
    await saveByHand({ host: '100.64.0.9', port: 9100 });
    await settings.save({ host: '192.168.1.50', port: 9101 });
    expect(await settings.read()).toEqual({
      host: '192.168.1.50',
      port: 9101,
      paperWidth: 80,
      refusal: null,
    });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({
      apiBase: 'https://shop.example/api',
      receiptPrinter: { host: '192.168.1.50', port: 9101, paperWidth: 80 },
    });
  });

  it('will not save a port other than the raw printing ones, naming the range', async () => {
    const portRange = receiptPrinterFieldErrors.port(9100, 9109);
    for (const port of [80, 515, 631, 9099, 9110, 65_535]) {
      await expect(settings.save({ host: '192.168.1.50', port })).rejects.toThrow(portRange);
    }
    for (const port of [9100, 9109]) {
      await expect(settings.save({ host: '192.168.1.50', port })).resolves.toEqual({
        host: '192.168.1.50',
        port,
        paperWidth: 80,
      });
    }
  });
});
