/**
 * Tax as a customer meets it (docs/tax.md): checkout asks an Indian address's state only in a GST shop,
 * a business purchase's GSTIN (or BIN) is checked by the shared rules and refused in the server's
 * words, totals say the tax they include, and an order's page shows its tax by rate, where it was
 * supplied, who it was bought for and its invoice and credit notes, downloaded with the session's
 * bearer. A shop with no tax regime shows none of it.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartOf } from '@shared/cart';
import type { ShippingQuote } from '@shared/codSchemas';
import type { Order, OrderDetail, Product } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { cartPage } from '@shared/strings/labels/cartPage';
import { failureText } from '@shared/strings/labels/shell';
import { taxText } from '@shared/strings/labels/orderTax';
import { orders } from '@shared/strings/labels/orders';
import { purchase } from '@shared/strings/labels/storefront';
import { taxMessages } from '@shared/strings/taxMessages';
import { CartPage } from '../../src/renderer/src/pages/cart/CartPage';
import { CheckoutPage } from '../../src/renderer/src/pages/checkout/CheckoutPage';
import { PurchaseForm } from '../../src/renderer/src/pages/purchase/PurchaseForm';
import type { BodyOf } from '../../src/renderer/src/api/client';
import { storeToken } from '../../src/renderer/src/api/webSession';
import { withSoleVariant } from '../support/products';
import { gstShopConfig, rupeeShopConfig, vatShopConfig } from './counterFixtures';
import { customerRecord, drillOrder, orderLineOf, savedAddress, signInAs } from './fixtures';
import { adoptShopConfig, ok, openDashboard, renderInApp, rowTexts, scriptedApi, sentTo } from './render';

const GSTIN = '27AAPFU0939F1ZV';

const wrench: Product = withSoleVariant({
  _id: 'wrench',
  name: 'Torque Wrench',
  description: 'Clicks at the torque set.',
  img: '/api/images/wrench',
  minimumOrder: 1,
  availableQuentity: 20,
  price: 1180,
  version: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  rating: null,
});

/** ₹1,180 at 18% holds ₹180.00; India's ₹80 delivery at 18% holds ₹12.20. */
const quote: ShippingQuote = {
  zone: 'India',
  weightGrams: 0,
  shipping: 80,
  subtotal: 1180,
  total: 1260,
  tax: 192.2,
  cod: { offered: true, reason: null },
};

const customer = customerRecord({ address: savedAddress });

/** Checkout of one wrench, its quote and the order's answer as the API gives them. */
function checkoutApi(
  placeOrder: () => { status: number; data: unknown } = () =>
    ok({ _id: 'o-1', number: 1042, ...savedAddress }, 201),
) {
  return scriptedApi({
    'GET /cart': () => ok(cartOf([cartLine(wrench, wrench.variants[0]!, 1)])),
    'POST /shipping/quote': () => ok(quote),
    'POST /order': placeOrder,
  });
}

function renderCheckout(who = customer) {
  signInAs(who);
  return renderInApp(
    <Routes>
      <Route path="/" element={<CheckoutPage />} />
      <Route path="/dasboard/payment/:id" element={<p>Paying for the order</p>} />
    </Routes>,
  );
}

const regionField = () => screen.queryByLabelText(taxText.region, { selector: 'input', exact: false });
const countryField = () => screen.getByLabelText(fieldLabels.country);
const placeOrderButton = () => screen.getByRole('button', { name: cartPage.placeOrder });

/** The body checkout sent with `POST /order`. */
const orderBody = (calls: ReturnType<typeof scriptedApi>) =>
  sentTo(calls, 'POST', '/order')[0]?.body as Record<string, unknown> | undefined;

describe('the state of an Indian address', () => {
  it('is not asked in a shop with no tax regime, nor under VAT; nor is anything else of tax', async () => {
    checkoutApi();
    const { user } = renderCheckout();
    await user.selectOptions(await screen.findByLabelText(fieldLabels.country), 'India');
    expect(regionField()).toBeNull();
    expect(screen.queryByRole('checkbox', { name: taxText.businessPurchase })).toBeNull();
    await screen.findByTestId('delivery-charge');
    expect(screen.queryByTestId('tax-included')).toBeNull();
    expect(screen.queryByText(/incl\./)).toBeNull();
  });

  it('is not asked under Bangladesh’s VAT, which has no states to tax by', async () => {
    adoptShopConfig(vatShopConfig());
    checkoutApi();
    const { user } = renderCheckout();
    await user.selectOptions(await screen.findByLabelText(fieldLabels.country), 'India');
    expect(regionField()).toBeNull();
  });

  it('is asked in a GST shop once the country is India, required in the server’s words, and sent as its name', async () => {
    adoptShopConfig(gstShopConfig());
    const calls = checkoutApi();
    const { user } = renderCheckout();
    await screen.findByLabelText(fieldLabels.country);
    expect(regionField()).toBeNull();

    await user.selectOptions(countryField(), 'India');
    expect(regionField()).toBeVisible();
    await user.click(placeOrderButton());
    expect(await screen.findByText(taxMessages.regionRequired)).toBeVisible();
    expect(sentTo(calls, 'POST', '/order')).toEqual([]);

    // Searchable: a few letters find it among the 36.
    await user.type(regionField()!, 'mahar');
    await user.click(await screen.findByRole('option', { name: 'Maharashtra', hidden: true }));
    expect(regionField()).toHaveValue('Maharashtra');
    // The list opened again and the chosen state picked again: it stays chosen.
    await user.click(regionField()!);
    await user.click(await screen.findByRole('option', { name: 'Maharashtra', hidden: true }));
    expect(regionField()).toHaveValue('Maharashtra');
    await user.click(placeOrderButton());
    expect(await screen.findByText('Paying for the order')).toBeInTheDocument();
    expect(orderBody(calls)).toMatchObject({ country: 'India', region: 'Maharashtra' });
    expect(orderBody(calls)).not.toHaveProperty('buyerTaxId');
  });

  it('starts a new address in India in a GST shop, asking its state at once; a rupee shop without GST too', async () => {
    adoptShopConfig(gstShopConfig());
    checkoutApi();
    renderCheckout(customerRecord());
    expect(await screen.findByLabelText(fieldLabels.country)).toHaveValue('India');
    expect(regionField()).toBeVisible();
    cleanup();
    adoptShopConfig(rupeeShopConfig());
    renderCheckout(customerRecord());
    expect(await screen.findByLabelText(fieldLabels.country)).toHaveValue('India');
    cleanup();
    adoptShopConfig(vatShopConfig());
    renderCheckout(customerRecord());
    expect(await screen.findByLabelText(fieldLabels.country)).toHaveValue('Bangladesh');
  });

  it('leaves with India: an address abroad carries no state', async () => {
    adoptShopConfig(gstShopConfig());
    const calls = checkoutApi();
    const { user } = renderCheckout();
    await user.selectOptions(await screen.findByLabelText(fieldLabels.country), 'India');
    await user.type(regionField()!, 'Goa');
    await user.click(await screen.findByRole('option', { name: 'Goa', hidden: true }));
    await user.selectOptions(countryField(), 'Bangladesh');
    expect(regionField()).toBeNull();
    await user.click(placeOrderButton());
    await screen.findByText('Paying for the order');
    expect(orderBody(calls)).toMatchObject({ country: 'Bangladesh', region: '' });
  });

  it('fills from a saved Indian address, under the state’s name as the list has it', async () => {
    adoptShopConfig(gstShopConfig());
    checkoutApi();
    const indian = customerRecord({
      address: { ...savedAddress, city: 'Bhubaneswar', country: 'India', region: 'Orissa' },
    });
    signInAs(indian);
    renderInApp(<CheckoutPage />);
    await waitFor(() => expect(regionField()).toHaveValue('Odisha'));
  });
});

describe('a business purchase', () => {
  it('is folded away until asked for, then checks the GSTIN’s check character before anything is sent', async () => {
    adoptShopConfig(gstShopConfig());
    const calls = checkoutApi();
    const { user } = renderCheckout();
    const business = await screen.findByRole('checkbox', { name: taxText.businessPurchase });
    expect(business).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: taxText.gstin })).toBeNull();

    await user.click(business);
    await user.type(
      await screen.findByRole('textbox', { name: taxText.businessName }),
      'Pune Fabricators LLP',
    );
    const gstin = screen.getByRole('textbox', { name: taxText.gstin });
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.click(placeOrderButton());
    expect(await screen.findByText(taxMessages.gstinCheck)).toBeVisible();
    expect(sentTo(calls, 'POST', '/order')).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, ` ${GSTIN.toLowerCase()} `);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Paying for the order')).toBeInTheDocument();
    expect(orderBody(calls)).toMatchObject({ buyerBusinessName: 'Pune Fabricators LLP', buyerTaxId: GSTIN });
  });

  it('sends nothing of itself when folded away again', async () => {
    adoptShopConfig(gstShopConfig());
    const calls = checkoutApi();
    const { user } = renderCheckout();
    const business = await screen.findByRole('checkbox', { name: taxText.businessPurchase });
    await user.click(business);
    await user.type(await screen.findByRole('textbox', { name: taxText.gstin }), 'not a GSTIN');
    await user.click(business);
    await user.click(placeOrderButton());
    await screen.findByText('Paying for the order');
    expect(orderBody(calls)).not.toHaveProperty('buyerTaxId');
    expect(orderBody(calls)).not.toHaveProperty('buyerBusinessName');
  });

  it('shows the server’s refusal of the GSTIN on its field', async () => {
    adoptShopConfig(gstShopConfig());
    checkoutApi(() => ({
      status: 400,
      data: {
        message: taxMessages.gstinShape,
        issues: [{ path: 'buyerTaxId', message: taxMessages.gstinShape }],
      },
    }));
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: taxText.businessPurchase }));
    await user.type(
      await screen.findByRole('textbox', { name: taxText.businessName }),
      'Pune Fabricators LLP',
    );
    await user.type(await screen.findByRole('textbox', { name: taxText.gstin }), GSTIN);
    await user.click(placeOrderButton());
    const gstin = screen.getByRole('textbox', { name: taxText.gstin });
    await waitFor(() => expect(gstin).toHaveAttribute('aria-invalid', 'true'));
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(taxMessages.gstinShape));
  });

  it('under VAT asks a BIN, and sends it as kept, without the hyphen its certificate prints; the total says its VAT', async () => {
    adoptShopConfig(vatShopConfig());
    const calls = checkoutApi();
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: taxText.businessPurchase }));
    expect(screen.queryByRole('textbox', { name: taxText.gstin })).toBeNull();
    const bin = await screen.findByRole('textbox', { name: taxText.bin });
    await waitFor(() => expect(screen.getByTestId('tax-included')).toHaveTextContent('incl. ৳192.20 VAT'));
    await user.type(bin, '000123456');
    await user.click(placeOrderButton());
    expect(await screen.findByText(taxMessages.binShape)).toBeVisible();
    // The invoice is made out to the business: its id asks for its name.
    expect(screen.getByText(taxMessages.businessNameRequired)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: taxText.businessName }), 'Karim Traders');
    await user.type(bin, '-0101');
    await user.click(placeOrderButton());
    await screen.findByText('Paying for the order');
    expect(orderBody(calls)).toMatchObject({ buyerTaxId: '0001234560101' });
  });
});

describe('the purchase page', () => {
  it('asks the state and offers a business purchase as checkout does, and sends both with the order', async () => {
    adoptShopConfig(gstShopConfig());
    scriptedApi({ 'POST /shipping/quote': () => ok(quote) });
    const onPurchase = vi.fn<(order: BodyOf<'placeOrder'>) => Promise<void>>().mockResolvedValue(undefined);
    const { user } = renderInApp(
      <PurchaseForm
        product={wrench}
        variant={wrench.variants[0]!}
        addressOf={() => ({})}
        buyer={{ email: customer.email, name: customer.name, address: null }}
        onPurchase={onPurchase}
      />,
    );
    for (const [label, value] of [
      [purchase.recipient, 'Priya Kulkarni'],
      [purchase.street, '7 Tilak Road'],
      [fieldLabels.city, 'Pune'],
      [fieldLabels.postalCode, '411001'],
      [fieldLabels.phone, '9820012345'],
    ] as const) {
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    }
    await user.selectOptions(countryField(), 'India');
    const purchaseNow = screen.getByRole('button', { name: purchase.purchaseNow });
    await user.click(purchaseNow);
    expect(await screen.findByText(taxMessages.regionRequired)).toBeVisible();
    expect(onPurchase).not.toHaveBeenCalled();

    await user.type(regionField()!, 'Maha');
    await user.click(await screen.findByRole('option', { name: 'Maharashtra', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: taxText.businessPurchase }));
    await user.type(
      await screen.findByRole('textbox', { name: taxText.businessName }),
      'Pune Fabricators LLP',
    );
    await user.type(await screen.findByRole('textbox', { name: taxText.gstin }), GSTIN);
    await waitFor(() => expect(screen.getByTestId('tax-included')).toHaveTextContent('incl. ₹192.20 GST'));
    await user.click(purchaseNow);
    await waitFor(() => expect(onPurchase).toHaveBeenCalledOnce());
    expect(onPurchase.mock.calls[0]![0]).toMatchObject({
      country: 'India',
      region: 'Maharashtra',
      buyerBusinessName: 'Pune Fabricators LLP',
      buyerTaxId: GSTIN,
    });
  });
});

describe('totals say the tax they include', () => {
  it('checkout: the quote’s tax, delivery’s included', async () => {
    adoptShopConfig(gstShopConfig());
    checkoutApi();
    renderCheckout();
    // "incl. tax" until the quote says how much.
    const note = await screen.findByTestId('tax-included');
    await waitFor(() => expect(note).toHaveTextContent('incl. ₹192.20 GST'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,260.00');
  });

  it('the cart: incl. tax under the subtotal in a shop with a regime, nothing in one without', async () => {
    adoptShopConfig(vatShopConfig());
    checkoutApi();
    signInAs(customer);
    const first = renderInApp(<CartPage />);
    expect(await screen.findByTestId('tax-included')).toHaveTextContent(taxText.inclTax);
    first.unmount();

    adoptShopConfig(rupeeShopConfig());
    renderInApp(<CartPage />);
    await screen.findByTestId('cart-subtotal');
    expect(screen.queryByTestId('tax-included')).toBeNull();
  });
});

const shipping = {
  ...savedAddress,
  city: 'Pune',
  postalCode: '411001',
  country: 'India',
  region: 'Maharashtra',
};

/** A paid GST order of one wrench to Maharashtra from a shop in Karnataka: IGST, its invoice and a credit note. */
const gstOrder = (fields: Partial<Order> = {}): Order =>
  drillOrder({
    currency: 'INR',
    name: wrench.name,
    price: 1180,
    quantity: 1,
    totalPrice: 1180,
    lines: [orderLineOf({ productId: wrench._id, name: wrench.name, img: wrench.img, price: 1180 }, 1)],
    paid: true,
    state: 'paid',
    tnxId: 'pi_gst',
    taxTotal: 180,
    taxLines: [{ rate: 18, taxable: 1000, cgst: 0, sgst: 0, igst: 180, vat: 0 }],
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    buyerBusinessName: 'Pune Fabricators LLP',
    buyerTaxId: GSTIN,
    invoiceNumber: 'INV/26-27/000001',
    creditNoteNumbers: ['CN/26-27/000001'],
    ...shipping,
    ...fields,
  });

const detailOf = (order: Order): OrderDetail => ({
  ...order,
  shipping,
  timeline: [{ state: 'paid', at: '2026-11-20T10:05:00.000Z', event: 'pay', by: null, note: null }],
  holdUntil: null,
  onAccount: null,
  returnableUntil: null,
  emails: [],
});

function openOrder(order: Order) {
  adoptShopConfig(gstShopConfig());
  scriptedApi({ 'GET /order/o1': () => ok(detailOf(order)) });
  openDashboard('/dasboard/order/o1', customer, { toasts: true });
}

/** The browser's download: the PDF fetched with the session's bearer, then handed over as a file. */
function browserDownloads() {
  const fetched = vi.fn<typeof fetch>(
    async () =>
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
  );
  vi.stubGlobal('fetch', fetched);
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  return { fetched, saved };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an order’s page', () => {
  it('shows IGST by rate to another state, the place of supply, the business and the tax in the total', async () => {
    openOrder(gstOrder());
    const tax = await screen.findByRole('region', { name: taxText.taxTitle });
    expect(rowTexts(within(tax).getByRole('table', { name: taxText.taxTableLabel }))).toEqual([
      `${taxText.rate}${taxText.taxable}${taxText.igst}`,
      '18%₹1,000.00₹180.00',
    ]);
    expect(tax).toHaveTextContent(`${taxText.placeOfSupply}Maharashtra (27)`);
    expect(tax).toHaveTextContent(`${taxText.businessBuyer}Pune Fabricators LLPGSTIN ${GSTIN}`);
    expect(screen.getByTestId('order-tax-included')).toHaveTextContent('incl. ₹180.00 GST');
    expect(screen.getByRole('region', { name: fieldLabels.shipTo })).toHaveTextContent('Maharashtra, India');
  });

  it('splits the tax into CGST and SGST within the shop’s state, and adds up several rates', async () => {
    openOrder(
      gstOrder({
        placeOfSupply: { code: '29', name: 'Karnataka' },
        taxTotal: 192.2,
        taxLines: [
          { rate: 5, taxable: 100, cgst: 2.5, sgst: 2.5, igst: 0, vat: 0 },
          { rate: 18, taxable: 1067.8, cgst: 96.1, sgst: 96.1, igst: 0, vat: 0 },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: taxText.taxTableLabel });
    expect(rowTexts(table)).toEqual([
      `${taxText.rate}${taxText.taxable}${taxText.cgst}${taxText.sgst}`,
      '5%₹100.00₹2.50₹2.50',
      '18%₹1,067.80₹96.10₹96.10',
      `${taxText.totalTax}₹1,167.80₹98.60₹98.60`,
    ]);
    expect(screen.getByRole('region', { name: taxText.taxTitle })).toHaveTextContent('Karnataka (29)');
  });

  it('downloads the invoice and each credit note as PDFs with the session’s bearer', async () => {
    storeToken('customer-token');
    const { fetched, saved } = browserDownloads();
    openOrder(gstOrder());
    const invoices = await screen.findByRole('region', { name: taxText.invoicesTitle });
    expect(invoices).toHaveTextContent(taxText.invoice('INV/26-27/000001'));
    expect(invoices).toHaveTextContent(taxText.creditNote('CN/26-27/000001'));

    const user = userEvent.setup();
    await user.click(
      within(invoices).getByRole('button', { name: taxText.downloadInvoiceOf('INV/26-27/000001') }),
    );
    await waitFor(() => expect(saved).toEqual([{ name: 'INV-26-27-000001.pdf', href: 'blob:invoice' }]));
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe('/api/invoice/INV%2F26-27%2F000001.pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer customer-token');
    expect(await screen.findByText(taxText.saved('INV/26-27/000001'))).toBeVisible();

    await user.click(
      within(invoices).getByRole('button', { name: taxText.downloadCreditNoteOf('CN/26-27/000001') }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toContain('CN-26-27-000001.pdf'));
    expect(fetched.mock.calls[1]![0]).toBe('/api/invoice/CN%2F26-27%2F000001.pdf');
  });

  it('says why when the PDF cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 })),
    );
    openOrder(gstOrder());
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: taxText.downloadInvoiceOf('INV/26-27/000001') }),
    );
    expect(await screen.findByText(failureText.notFound)).toBeVisible();
  });

  it('an unpaid order sold without tax shows nothing of tax or invoices', async () => {
    scriptedApi({ 'GET /order/o1': () => ok(detailOf(drillOrder())) });
    openDashboard('/dasboard/order/o1', customer);
    await screen.findByRole('heading', { name: orders.orderNumber(1001) });
    expect(screen.queryByRole('region', { name: taxText.taxTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: taxText.invoicesTitle })).toBeNull();
    expect(screen.queryByText(/incl\./)).toBeNull();
  });

  it('a paid order of a shop with no regime has its plain invoice to download, and nothing of tax', async () => {
    const paid = drillOrder({ paid: true, state: 'paid', tnxId: 'pi_1', invoiceNumber: 'INV/26-27/000007' });
    scriptedApi({ 'GET /order/o1': () => ok(detailOf(paid)) });
    openDashboard('/dasboard/order/o1', customer);
    const invoices = await screen.findByRole('region', { name: taxText.invoicesTitle });
    expect(
      within(invoices).getByRole('button', { name: taxText.downloadInvoiceOf('INV/26-27/000007') }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: taxText.taxTitle })).toBeNull();
    expect(screen.queryByText(/incl\./)).toBeNull();
  });
});

describe('My Orders', () => {
  it('says the tax in a taxed order’s total and offers its invoice once paid', async () => {
    adoptShopConfig(gstShopConfig());
    scriptedApi({ 'GET /order': () => ok([gstOrder(), drillOrder({ _id: 'o2', number: 1002 })]) });
    openDashboard('/dasboard/myorder', customer);
    const download = await screen.findByRole('button', {
      name: taxText.downloadInvoiceOf('INV/26-27/000001'),
    });
    expect(download).toHaveTextContent(taxText.invoiceShort);
    expect(screen.getByText('incl. ₹180.00 GST')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Download invoice/ })).toHaveLength(1);
  });
});
