/**
 * The admin's Tax page (docs/tax.md) over a scripted API: listed in the menu only under a tax regime;
 * this month's figures by rate by default (the shop's month), last month's and any from–to's on asking (a period the
 * server would refuse is told at its field, and never asked for); the regime's sections downloaded as
 * CSV; a shop with no regime told it has none.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxText as t } from '@shared/strings/labels/tax';
import { taxMessages } from '@shared/strings/taxMessages';
import type { TaxSummary } from '@shared/taxSchemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { useSession } from '../../src/renderer/src/stores/session';
import { gstShopConfig, rupeeShopConfig, vatShopConfig } from './counterFixtures';
import { shopAdmin } from './fixtures';
import { adoptShopConfig, ok, openDashboard, rowTexts, scriptedApi, sentTo, type SentCall } from './render';

const gstShop = gstShopConfig();
const vatShop = vatShopConfig();
const untaxedShop = rupeeShopConfig();

/**
 * 19:00 on 30 November in UTC is already 1 December in Kolkata and Dhaka: the page's months are the
 * shop's (its time zone in the config), whatever this computer's clock says.
 */
const NOW = new Date('2026-11-30T19:00:00Z');
const thisMonth = { from: '2026-12-01', to: '2026-12-31' };
const lastMonth = { from: '2026-11-01', to: '2026-11-30' };

/** ₹1,180 at 18% in the shop's state, one shipped to another, half of it credited, and ₹105 at 5%. */
const gstSummary = (period: { from: string; to: string }): TaxSummary => ({
  regime: 'IN_GST',
  currency: 'INR',
  ...period,
  rates: [
    { rate: 5, taxable: 100, cgst: 2.5, sgst: 2.5, igst: 0, vat: 0 },
    { rate: 18, taxable: 1500, cgst: 90, sgst: 90, igst: 90, vat: 0 },
  ],
  totals: { taxable: 1600, cgst: 92.5, sgst: 92.5, igst: 90, vat: 0, tax: 275, invoices: 2, creditNotes: 1 },
});

const summaryCalls = (calls: SentCall[]) => sentTo(calls, 'GET', '/tax/summary').map((call) => call.query);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  useSession.setState({ user: null, loading: false });
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Tax page', () => {
  it('shows this month’s tax by rate, then last month’s, then a period asked for, and downloads a GSTR-1 section', async () => {
    adoptShopConfig(gstShop);
    const calls = scriptedApi({
      'GET /config': () => ok(gstShop),
      'GET /tax/summary': (sent) => ok(gstSummary(sent.query as { from: string; to: string })),
      'GET /tax/export.csv': () => ok('GSTIN/UIN of Recipient,Receiver Name\r\n'),
    });
    let downloaded = '';
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tax');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const user = userEvent.setup();
    openDashboard('/dasboard/tax', shopAdmin, { toasts: true });

    const menu = screen.getByRole('navigation', { name: dashboardText.menuLabel });
    expect(await within(menu).findByRole('link', { name: t.menu })).toBeVisible();
    const table = await screen.findByRole('table', { name: t.figuresOf(thisMonth.from, thisMonth.to) });
    expect(rowTexts(table)).toEqual([
      'RateTaxable valueCGSTSGSTIGST',
      '5%₹100.00₹2.50₹2.50₹0.00',
      '18%₹1,500.00₹90.00₹90.00₹90.00',
      'Total₹1,600.00₹92.50₹92.50₹90.00',
    ]);
    expect(screen.getByText(t.totalTax('₹275.00'))).toBeVisible();
    expect(screen.getByText(t.documents(2, 1))).toBeVisible();
    expect(summaryCalls(calls)).toEqual([thisMonth]);

    await user.click(screen.getByRole('radio', { name: t.period.lastMonth }));
    expect(
      await screen.findByRole('table', { name: t.figuresOf(lastMonth.from, lastMonth.to) }),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: t.period.custom }));
    const from = screen.getByLabelText(t.period.from);
    const to = screen.getByLabelText(t.period.to);
    fireEvent.change(from, { target: { value: '2025-05-10' } });
    fireEvent.change(to, { target: { value: '2025-05-01' } });
    expect(await screen.findByText(taxMessages.periodBackwards)).toBeVisible();
    fireEvent.change(to, { target: { value: '2025-05-12' } });
    expect(await screen.findByRole('table', { name: t.figuresOf('2025-05-10', '2025-05-12') })).toBeVisible();
    expect(summaryCalls(calls)).toEqual([
      thisMonth,
      lastMonth,
      thisMonth,
      { from: '2025-05-10', to: '2025-05-12' },
    ]);

    const exports = screen.getByRole('region', { name: t.exportHeading });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(
      ['b2b', 'b2cl', 'b2cs', 'exp', 'hsn', 'hsn-b2b', 'hsn-b2c', 'cdnr', 'cdnur', 'exemp', 'docs'].map(
        (section) => t.sections[section as 'b2b'],
      ),
    );
    await user.click(within(exports).getByRole('button', { name: t.sections.b2b }));
    expect(await screen.findByText(t.exported)).toBeVisible();
    expect(sentTo(calls, 'GET', '/tax/export.csv').map((call) => call.query)).toEqual([
      { from: '2025-05-10', to: '2025-05-12', section: 'b2b' },
    ]);
    await waitFor(() => expect(downloaded).toBe('gstr1-b2b-2025-05-10-to-2025-05-12.csv'));
  });

  it('shows a VAT shop its VAT by rate and its sales register to download', async () => {
    adoptShopConfig(vatShop);
    scriptedApi({
      'GET /config': () => ok(vatShop),
      'GET /tax/summary': (sent) =>
        ok({
          regime: 'BD_VAT',
          currency: 'BDT',
          ...(sent.query as { from: string; to: string }),
          rates: [{ rate: 15, taxable: 1000, cgst: 0, sgst: 0, igst: 0, vat: 150 }],
          totals: {
            taxable: 1000,
            cgst: 0,
            sgst: 0,
            igst: 0,
            vat: 150,
            tax: 150,
            invoices: 1,
            creditNotes: 0,
          },
        } satisfies TaxSummary),
    });
    openDashboard('/dasboard/tax', shopAdmin);
    const table = await screen.findByRole('table', { name: t.figuresOf(thisMonth.from, thisMonth.to) });
    expect(rowTexts(table)).toEqual(['RateTaxable valueVAT', '15%৳1,000.00৳150.00', 'Total৳1,000.00৳150.00']);
    const exports = screen.getByRole('region', { name: t.exportHeading });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.sections.register]);
  });

  it('tells a shop with no tax regime it has none, and leaves Tax out of its menu', async () => {
    adoptShopConfig(untaxedShop);
    const calls = scriptedApi({ 'GET /config': () => ok(untaxedShop) });
    openDashboard('/dasboard/tax', shopAdmin);
    expect(await screen.findByText(t.noRegime)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: dashboardText.menuLabel });
    expect(within(menu).queryByRole('link', { name: t.menu })).toBeNull();
    expect(sentTo(calls, 'GET', '/tax/summary')).toEqual([]);
  });
});
