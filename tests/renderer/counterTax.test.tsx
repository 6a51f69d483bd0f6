/**
 * The till under a tax regime (docs/tax.md): a business buyer's name and GSTIN, checked as typed by the
 * server's own rules and sent with the sale; after the sale its invoice's number and "Print invoice
 * (A4)", which opens the PDF fetched with the session's token; the receipt's invoice number and tax by
 * rate, and its time in the shop's zone (the config's), not the till's; and a business's sale taken
 * offline, which says plainly that it has no invoice yet.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterText } from '@shared/strings/labels/counterScreen';
import { failureText } from '@shared/strings/labels/shell';
import { receiptText } from '@shared/strings/receipt';
import { taxMessages } from '@shared/strings/taxMessages';
import { BusinessBuyerFields } from '../../src/renderer/src/pages/dashboard/counter/BusinessBuyer';
import { LastSale } from '../../src/renderer/src/pages/dashboard/counter/LastSale';
import { counterReceipt, receiptLine } from '../support/receipts';
import {
  atOpenCounter,
  cashier,
  counterItem,
  gstShopConfig,
  recordedSale,
  rupeeShopConfig,
} from './counterFixtures';
import { adoptShopConfig, ok, openDashboard, renderInApp, sentTo, stubPdfTab, type SentCall } from './render';
import { tillClockIn } from '../support/tillClock';

const t = counterText.pay;
const done = counterText.done;
const config = gstShopConfig();
const grinder = counterItem('v7', 'Angle grinder', 1180, '4006381333924');
const INVOICE = 'INV/26-27/000001';
const BUYER = 'Pune Fabricators LLP';

const receipt = counterReceipt({
  currency: 'INR',
  number: 1044,
  // Ten past midnight on 30 November in Kolkata.
  at: '2026-11-29T18:40:00.000Z',
  lines: [receiptLine({ variantId: 'v7', name: 'Angle grinder', quantity: 1, price: 1180 })],
  total: 1180,
  payments: [{ method: 'cash', amount: 1180, tendered: 1180, reference: null }],
  change: 0,
  invoiceNumber: INVOICE,
  taxIncluded: [{ tax: 'GST', rate: 18, amount: 180 }],
});

describe('a business buyer at a till under GST', () => {
  let calls: SentCall[];
  const printed: string[] = [];
  tillClockIn('UTC');

  beforeEach(() => {
    adoptShopConfig(config);
    printed.length = 0;
    window.print = vi.fn(() => {
      printed.push(document.querySelector('.counter-paper')?.textContent ?? '');
    });
    localStorage.setItem('accessToken', 'till-token');
    calls = atOpenCounter({
      'GET /config': () => ok(config),
      'GET /counter/lookup': () => ok(grinder),
      'POST /counter/sale': () =>
        ok(
          recordedSale(
            { number: 1044, change: 0, total: 1180 },
            { invoiceNumber: INVOICE, buyerBusinessName: BUYER },
          ),
          201,
        ),
      'GET /counter/receipt/1044': () => ok(receipt),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the GSTIN as typed, sends the business with the sale, then shows and prints its invoice', async () => {
    const user = userEvent.setup();
    openDashboard('/dasboard/counter', cashier, { toasts: true });
    const scanBox = await screen.findByLabelText(counterText.scan.label);
    await waitFor(() => expect(scanBox).toHaveFocus());
    await user.keyboard(`${grinder.barcode}{Enter}`);
    await screen.findByTestId('sale-line');

    expect(screen.queryByLabelText(t.business.taxId.IN_GST)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: t.business.toggle }));
    const taxId = screen.getByRole('textbox', { name: t.business.taxId.IN_GST });
    await user.type(taxId, '27AAPFU0939F1ZW');
    expect(await screen.findByText(taxMessages.gstinCheck)).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.exact }));
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();

    await user.clear(taxId);
    await user.type(taxId, '27aapfu0939f1zv');
    expect(screen.queryByText(taxMessages.gstinCheck)).not.toBeInTheDocument();
    // A registered buyer's invoice names it.
    expect(screen.getByText(taxMessages.businessNameRequired)).toBeVisible();
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: t.business.name }), BUYER);
    // And its address (GST's Rule 46), which a counter sale has no delivery address to give.
    expect(screen.getByText(taxMessages.buyerAddressRequired)).toBeVisible();
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: t.business.address }),
      'Plot 7, MIDC Bhosari{Enter}Pune 411026',
    );
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/sale')[0]!.body).toMatchObject({
      buyerBusinessName: BUYER,
      buyerTaxId: '27AAPFU0939F1ZV',
      buyerAddress: 'Plot 7, MIDC Bhosari\nPune 411026',
    });
    expect(await screen.findByTestId('last-sale-invoice')).toHaveTextContent(done.invoice(INVOICE));
    // The next customer starts without the business.
    expect(screen.getByRole('checkbox', { name: t.business.toggle })).not.toBeChecked();

    // The receipt on 80 mm paper: the invoice's number, and the GST its total includes.
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain(`${receiptText.invoice} ${INVOICE}`);
    expect(printed[0]).toContain('GST 18% incl.₹180.00');
    // On the shop's clock, as its invoice dates the sale; not the till's "Nov 29, 2026, 6:40 PM".
    expect(printed[0]).toMatch(/Nov 30, 2026, 12:10\sAM/);

    // Print invoice (A4): the PDF fetched with the session's token, shown in a tab of its own.
    const { tab, open, fetched } = stubPdfTab('blob:invoice');
    await user.click(screen.getByRole('button', { name: done.printInvoice }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fetched).toHaveBeenCalledWith(
      '/api/invoice/INV%2F26-27%2F000001.pdf',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer till-token' }) }),
    );

    // A refusal closes the tab it opened and says why.
    fetched.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await user.click(screen.getByRole('button', { name: done.printInvoice }));
    expect(await screen.findByText(failureText.notFound)).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('the business buyer’s fields and the last sale', () => {
  it('ask a GSTIN or a BIN with no regime, and say on a till that keeps sales offline what becomes of the invoice', async () => {
    const onChange = vi.fn();
    renderInApp(
      <BusinessBuyerFields
        entry={{ open: true, name: 'Dhaka Steel Works', taxId: '000123456-010', address: '' }}
        regime="none"
        offlineTill
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('textbox', { name: t.business.taxId.none })).toBeVisible();
    expect(screen.getByText(taxMessages.taxIdShape)).toBeVisible();
    expect(screen.getByText(taxMessages.buyerAddressRequired)).toBeVisible();
    expect(screen.getByText(t.business.offline)).toBeVisible();
  });

  it('says a business’s sale taken offline has no invoice yet, and offers none to print', () => {
    adoptShopConfig(rupeeShopConfig());
    renderInApp(
      <LastSale
        sale={{
          number: 'OFF-5C1A2B3D',
          change: 0,
          offline: true,
          invoiceNumber: null,
          businessName: BUYER,
          onAccount: null,
        }}
        printState={{ kind: 'printed' }}
        onPrintAgain={() => undefined}
      />,
    );
    expect(screen.getByText(done.offlineInvoice(BUYER))).toBeVisible();
    expect(screen.queryByRole('button', { name: done.printInvoice })).not.toBeInTheDocument();
  });
});
