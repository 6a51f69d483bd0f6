/**
 * Dashboard behaviour the e2e suite cannot reach cheaply: every add-product field message, the
 * review's rating alert, the payment form waiting for its intent, and the app's reactions to a
 * 'forbidden' answer. The API is a scripted transport; everything above it is the real app code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderDetail, Product } from '@shared/entities';
import { routes } from '@shared/routes';
import { fieldLabels } from '@shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { orders } from '@shared/strings/labels/orders';
import { notFound, wrongRole } from '@shared/strings/labels/shell';
import { stockText } from '@shared/strings/labels/stock';
import { toasts } from '@shared/strings/labels/toasts';
import { messages } from '@shared/strings/validation';
import type { TransportResponse } from '../../src/renderer/src/api/transport';
import { signOut } from '../../src/renderer/src/auth';
import { useSession } from '../../src/renderer/src/stores/session';
import { openDashboard, scriptedApi } from './render';
import {
  bitSet,
  cordlessDrill,
  customerRecord,
  drillOrder,
  nothingAfterSale,
  orderLineOf,
  savedAddress,
  shopAdmin,
  stockItemOf,
} from './fixtures';
import { withSoleVariant } from '../support/products';
import { UNTAXED_ORDER } from '../support/untaxedOrder';

vi.mock('../../src/renderer/src/auth', () => ({ signOut: vi.fn(async () => undefined) }));

const customer = customerRecord();

beforeEach(() => {
  vi.mocked(signOut).mockClear();
});
afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

describe('Add A Product', () => {
  it('shows each field message and sends nothing while the form is invalid', async () => {
    const calls = scriptedApi({});
    openDashboard('/dasboard/addproduct', shopAdmin);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: dashboardText.addProduct.submit }));

    for (const message of [
      messages.productNameRequired,
      messages.productDescriptionRequired,
      messages.minimumOrderRequired,
      messages.availableQuantityRequired,
      messages.priceRequired,
      messages.imageRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText(dashboardText.addProduct.name, { exact: false }), 'Ax');
    await user.click(screen.getByRole('button', { name: dashboardText.addProduct.submit }));
    expect(await screen.findByText(messages.productNameMin)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says a barcode’s wrong check digit as it is typed', async () => {
    scriptedApi({});
    openDashboard('/dasboard/addproduct', shopAdmin);
    const user = userEvent.setup();
    const barcode = await screen.findByLabelText(dashboardText.addProduct.barcode);
    await user.type(barcode, '4006381333932');
    expect(await screen.findByText(messages.barcodeCheckDigit)).toBeInTheDocument();
    await user.clear(barcode);
    await user.type(barcode, '4006381333931');
    expect(screen.queryByText(messages.barcodeCheckDigit)).not.toBeInTheDocument();
  });

  it('uploads the image, then creates the product with its URL, its codes and its weight', async () => {
    const calls = scriptedApi({
      'POST /': () => ({
        status: 201,
        data: {
          _id: 'p9',
          name: 'Pipe Wrench',
          description: 'Cast iron',
          img: '/api/images/new',
          minimumOrder: 2,
          availableQuentity: 40,
          price: 18.5,
        },
      }),
    });
    openDashboard('/dasboard/addproduct', shopAdmin);
    const user = userEvent.setup();
    const t = dashboardText.addProduct;

    await user.type(await screen.findByLabelText(t.name, { exact: false }), 'Pipe Wrench');
    await user.type(screen.getByLabelText(t.description, { exact: false }), 'Cast iron');
    await user.type(screen.getByLabelText(t.minimumOrder, { exact: false }), '2');
    await user.type(screen.getByLabelText(t.availableQuentity, { exact: false }), '40');
    await user.type(screen.getByLabelText(t.price, { exact: false }), '18.5');
    await user.type(screen.getByLabelText(t.sku), 'PW-14');
    await user.type(screen.getByLabelText(t.barcode), '4006381333931');
    await user.type(screen.getByLabelText(t.weightGrams), '950');
    // The labelled control is a button that opens the file chooser; the file lands in its hidden input.
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['png'], 'wrench.png', { type: 'image/png' }));
    expect(screen.getByLabelText(t.image, { exact: false })).toHaveTextContent('wrench.png');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/')).toBe(true));
    const created = calls.find((call) => call.method === 'POST' && call.path === '/');
    const uploaded = calls.findIndex((call) => call.path === '/images');
    expect(uploaded).toBeGreaterThanOrEqual(0);
    expect(uploaded).toBeLessThan(calls.indexOf(created!));
    // A tool without options is its one variant: the counter scans it by these codes.
    expect(created?.body).toEqual({
      name: 'Pipe Wrench',
      description: 'Cast iron',
      minimumOrder: 2,
      categoryId: null,
      brand: '',
      variants: [
        {
          options: {},
          sku: 'PW-14',
          barcode: '4006381333931',
          weightGrams: 950,
          price: 18.5,
          availableQuantity: 40,
        },
      ],
      img: '/api/images/new',
    });
  });
});

describe('Edit Product', () => {
  const drill: Product = withSoleVariant({
    _id: 'p1',
    name: 'Cordless Drill',
    description: 'Two speeds.',
    img: '/api/images/drill',
    minimumOrder: 2,
    availableQuentity: 0,
    price: 99,
    version: 4,
    createdAt: '2026-11-01T09:00:00.000Z',
    rating: null,
  });
  const t = dashboardText.addProduct;
  /**
   * Opens the drill's edit page, its stock section showing the drill's stock item, no movements and
   * no suppliers, and its saves answered by `save`: the calls, the user and the stock field.
   */
  async function editDrill(save: () => TransportResponse) {
    const calls = scriptedApi({
      'GET /stock/item/p1': () => ({ status: 200, data: stockItemOf(drill) }),
      'GET /stock/movements': () => ({ status: 200, data: { items: [], nextCursor: null } }),
      'GET /supplier': () => ({ status: 200, data: [] }),
      'GET /': () => ({ status: 200, data: [drill] }),
      'PATCH /p1': save,
    });
    openDashboard('/dasboard/manageproduct/p1', shopAdmin);
    const user = userEvent.setup();
    const stock = await screen.findByLabelText(t.availableQuentity, { exact: false });
    return { calls, user, stock };
  }

  it('sends the changes with the version it was opened on', async () => {
    const { calls, user, stock } = await editDrill(() => ({
      status: 200,
      data: { ...drill, availableQuentity: 50, version: 5 },
    }));
    // Stock 0 under a minimum order of 2: staff are told before saving that nobody can order it.
    expect(screen.getByText(t.belowMinimum(0, 2))).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '50');
    expect(screen.queryByText(t.belowMinimum(0, 2))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/p1',
      ifMatch: '4',
      body: {
        name: 'Cordless Drill',
        description: 'Two speeds.',
        minimumOrder: 2,
        variants: [{ _id: 'p1', options: {}, availableQuantity: 50, price: 99 }],
      },
    });
  });

  it('shows the tool’s codes and weight, and saves them on its one variant', async () => {
    const coded: Product = {
      ...drill,
      variants: [{ ...drill.variants[0]!, sku: 'CD-18', barcode: '2001000000210', weightGrams: 1600 }],
    };
    const calls = scriptedApi({
      'GET /stock/item/p1': () => ({ status: 200, data: stockItemOf(coded) }),
      'GET /stock/movements': () => ({ status: 200, data: { items: [], nextCursor: null } }),
      'GET /supplier': () => ({ status: 200, data: [] }),
      'GET /': () => ({ status: 200, data: [coded] }),
      'PATCH /p1': () => ({ status: 200, data: { ...coded, version: 5 } }),
    });
    openDashboard('/dasboard/manageproduct/p1', shopAdmin);
    const user = userEvent.setup();
    const sku = await screen.findByLabelText(t.sku);
    expect(sku).toHaveValue('CD-18');
    expect(screen.getByLabelText(t.barcode)).toHaveValue('2001000000210');
    expect(screen.getByLabelText(t.weightGrams)).toHaveValue('1600');
    await user.clear(sku);
    await user.type(sku, 'CD-18-BODY');
    await user.clear(screen.getByLabelText(t.weightGrams));
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      variants: [{ _id: 'p1', sku: 'CD-18-BODY', barcode: '2001000000210', weightGrams: null }],
    });
  });

  it('on a stale save says someone else changed it, shows their values, and saves on their version next', async () => {
    const theirs: Product = { ...drill, price: 120, availableQuentity: 30, version: 5 };
    const answers = [
      {
        status: 412,
        data: { message: 'Someone else changed this product since you opened it', product: theirs },
      },
      { status: 200, data: { ...theirs, availableQuentity: 80, version: 6 } },
    ];
    const { calls, user, stock } = await editDrill(() => answers.shift()!);
    await user.clear(stock);
    await user.type(stock, '80');
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dashboardText.editProduct.staleTitle);
    expect(alert).toHaveTextContent('$120.00');
    expect(alert).toHaveTextContent('30');
    expect(stock).toHaveValue('80');
    expect(screen.getByLabelText(t.price, { exact: false })).toHaveValue('120');

    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.ifMatch)).toEqual(['4', '5']);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('saves on the version its own Adjust stock made, however slowly the catalogue answers after it', async () => {
    let now = drill;
    const calls = scriptedApi({
      'GET /stock/item/p1': () => ({ status: 200, data: stockItemOf(now) }),
      'GET /stock/movements': () => ({ status: 200, data: { items: [], nextCursor: null } }),
      'GET /supplier': () => ({ status: 200, data: [] }),
      // After the adjustment the catalogue takes its time to answer, as a busy server does.
      'GET /': () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ status: 200, data: [now] }), now === drill ? 0 : 300),
        ),
      'POST /stock/adjustments': () => {
        now = { ...drill, availableQuentity: 9, version: 5 };
        return { status: 201, data: { movement: null, item: stockItemOf(now) } };
      },
      'PATCH /p1': (sent) =>
        sent.ifMatch === String(now.version)
          ? { status: 200, data: { ...now, name: 'Cordless Drill Driver', version: 6 } }
          : { status: 412, data: { message: dashboardText.editProduct.staleTitle, product: now } },
    });
    openDashboard('/dasboard/manageproduct/p1', shopAdmin, { toasts: true });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(t.name, { exact: false });
    await user.clear(name);
    await user.type(name, 'Cordless Drill Driver');
    await user.click(screen.getByRole('button', { name: stockText.adjust.open }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(stockText.adjust.quantity.count, { exact: false }), '9');
    await user.click(within(dialog).getByRole('button', { name: stockText.adjust.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Saved the moment the dialog has gone.
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    expect(
      await screen.findByText(dashboardText.editProduct.saved('Cordless Drill Driver')),
    ).toBeInTheDocument();
    expect(screen.queryByText(dashboardText.editProduct.staleTitle)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { ifMatch: '5', body: { name: 'Cordless Drill Driver', variants: [{ availableQuantity: 9 }] } },
    ]);
  });

  it('asks why the stock changed only once it differs, and sends the answer as the movement’s note', async () => {
    const { calls, user, stock } = await editDrill(() => ({
      status: 200,
      data: { ...drill, availableQuentity: 12, version: 5 },
    }));
    expect(screen.queryByLabelText(stockText.stockNote.label)).not.toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '12');
    await user.type(screen.getByLabelText(stockText.stockNote.label), 'Found a box in the back room');
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      variants: [{ availableQuantity: 12 }],
      stockNote: 'Found a box in the back room',
    });
    // Saved: the stock field matches the product again, and the question goes.
    await waitFor(() => expect(screen.queryByLabelText(stockText.stockNote.label)).not.toBeInTheDocument());
  });
});

describe('Make Admin', () => {
  it('asks the server for one page, searched and sorted there', async () => {
    const calls = scriptedApi({
      'GET /user': () => ({
        status: 200,
        data: { items: [shopAdmin, customer], total: 23, page: 1, pageSize: 10 },
      }),
    });
    openDashboard('/dasboard/makeadmin', shopAdmin);
    const user = userEvent.setup();
    expect(await screen.findByText(dashboardText.table.range(1, 2, 23))).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name' });

    await user.type(screen.getByLabelText(dashboardText.table.search), 'rahim');
    await waitFor(() =>
      expect(calls.at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name', q: 'rahim' }),
    );
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ page: '3', q: 'rahim' }));
  });
});

describe('Add Review', () => {
  it('alerts "please select a rating" and sends nothing until a star is chosen', async () => {
    const calls = scriptedApi({ 'POST /review': () => ({ status: 201, data: {} }) });
    openDashboard('/dasboard/addreview', customer);
    const user = userEvent.setup();

    await user.type(
      await screen.findByLabelText(dashboardText.review.text, { exact: false }),
      'Sturdy drill, fair price.',
    );
    await user.click(screen.getByRole('button', { name: dashboardText.review.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(toasts.selectRating);
    expect(calls.some((call) => call.path === '/review')).toBe(false);

    // The visible star is the radio's <label>; clicking it is what sets the rating.
    const fourStars = screen.getByLabelText<HTMLInputElement>('4 stars');
    await user.click(fourStars.labels![0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dashboardText.review.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/review')?.body).toMatchObject({
        rating: 4,
        review: 'Sturdy drill, fair price.',
        email: customer.email,
      }),
    );
  });
});

describe('Payment page', () => {
  const unpaid: Order = drillOrder();
  const detail: OrderDetail = {
    ...unpaid,
    shipping: savedAddress,
    timeline: [{ state: 'unpaid', at: unpaid.createdAt, event: 'place', by: null, note: null }],
    holdUntil: new Date(Date.now() + 29 * 60_000).toISOString(),
    onAccount: null,
    returnableUntil: null,
    emails: [],
  };
  const sandboxConfig = () => ({
    status: 200,
    data: {
      firebase: {},
      payments: { driver: 'sandbox', publishableKey: null },
      tax: { regime: 'none', rates: [], defaultRate: 0, asksRegion: false, timeZone: 'UTC' },
    },
  });
  const intent = { intentId: 'pi_1', clientSecret: 'pi_1_secret', amount: 16000, currency: 'usd' };

  it('keeps Pay disabled until the payment intent exists, and checks the card before confirming', async () => {
    let createIntent: (reply: TransportResponse) => void = () => undefined;
    const calls = scriptedApi({
      'GET /order/o1': () => ({ status: 200, data: detail }),
      'GET /config': sandboxConfig,
      'POST /payments/intent': () => new Promise<TransportResponse>((resolve) => (createIntent = resolve)),
    });
    openDashboard('/dasboard/payment/o1', customer);
    const user = userEvent.setup();

    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();

    expect(screen.getByText(/Pay within 2\d:\d\d to keep these items reserved/)).toBeInTheDocument();
    createIntent({ status: 200, data: intent });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(screen.getByLabelText(dashboardText.payment.cardNumber, { exact: false }), '4242');
    await user.click(pay);
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/payments/sandbox/confirm')).toBe(false);
  });

  it('shows what the total is made of: each line of an order of several, its delivery, and the tax it includes', async () => {
    const hammerLine = orderLineOf(
      { productId: 'p4', name: 'Claw Hammer', img: '/hammer.png', price: 15 },
      3,
    );
    scriptedApi({
      'GET /order/o1': () => ({
        status: 200,
        data: {
          ...detail,
          name: 'Cordless Drill and 1 more',
          quantity: 5,
          totalPrice: 215,
          shippingTotal: 10,
          shippingZone: 'Dhaka city',
          lines: [...detail.lines, hammerLine],
          taxTotal: 28.04,
          taxLines: [{ rate: 15, taxable: 186.96, cgst: 0, sgst: 0, igst: 0, vat: 28.04 }],
        } satisfies OrderDetail,
      }),
      'GET /config': sandboxConfig,
      'POST /payments/intent': () => ({ status: 200, data: intent }),
    });
    openDashboard('/dasboard/payment/o1', customer);

    const summary = (await screen.findByRole('heading', { name: 'Cordless Drill and 1 more' }))
      .parentElement!;
    expect(summary).toHaveTextContent('2 × Cordless Drill$160.00');
    expect(summary).toHaveTextContent('3 × Claw Hammer$45.00');
    expect(summary).toHaveTextContent('Delivery (Dhaka city)$10.00');
    expect(summary).toHaveTextContent(`${dashboardText.payment.totalPrice}$215.00incl. $28.04 VAT`);
  });

  it("shows a declined card's message next to the card form and leaves the order unpaid", async () => {
    const calls = scriptedApi({
      'GET /order/o1': () => ({ status: 200, data: detail }),
      'GET /config': sandboxConfig,
      'POST /payments/intent': () => ({ status: 200, data: intent }),
      'POST /payments/sandbox/confirm': () => ({ status: 402, data: { message: 'Your card was declined.' } }),
    });
    openDashboard('/dasboard/payment/o1', customer);
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(
      screen.getByLabelText(dashboardText.payment.cardNumber, { exact: false }),
      '4000000000000002',
    );
    await user.type(screen.getByLabelText(dashboardText.payment.expiry, { exact: false }), '1234');
    await user.type(screen.getByLabelText(dashboardText.payment.cvc, { exact: false }), '123');
    await user.click(pay);
    const failure = await screen.findByRole('alert', { name: dashboardText.payment.declined });
    expect(failure).toHaveTextContent('Your card was declined.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('orders of several lines', () => {
  const shipping = {
    fullName: 'Rahim Uddin',
    addressLine1: '12 Tool Street',
    addressLine2: 'Flat 3B',
    company: '',
    city: 'Dhaka',
    postalCode: '1207',
    country: 'Bangladesh',
    phone: '5550100',
    region: '',
  };
  const threeLines: Order = {
    _id: 'o7',
    channel: 'web',
    currency: 'USD',
    ...nothingAfterSale,
    number: 1043,
    productId: 'p1',
    email: customer.email,
    name: 'Cordless Drill and 2 more',
    price: 240.25,
    quantity: 7,
    totalPrice: 240.25,
    shippingTotal: 0,
    shippingZone: '',
    paymentMethod: 'card',
    cod: null,
    ...UNTAXED_ORDER,
    lines: [
      orderLineOf(cordlessDrill, 2),
      orderLineOf(bitSet, 4),
      orderLineOf({ productId: 'p3', name: 'Tool Case', img: '/case.png', price: 30.25 }, 1),
    ],
    paid: true,
    status: false,
    tnxId: 'pi_7',
    state: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...shipping,
  };
  /** The three-line order's detail: paid, nothing more happened, no email unless given. */
  const paidDetail = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
    ...threeLines,
    shipping,
    timeline: [
      { state: 'unpaid', at: threeLines.createdAt, event: 'place', by: null, note: null },
      { state: 'paid', at: '2026-11-20T10:05:00.000Z', event: 'pay', by: null, note: null },
    ],
    holdUntil: null,
    onAccount: null,
    returnableUntil: null,
    emails: [],
    ...fields,
  });
  const hammer: Order = {
    ...threeLines,
    _id: 'o8',
    number: 1044,
    productId: 'p4',
    name: 'Claw Hammer',
    price: 15,
    quantity: 3,
    totalPrice: 45,
    shippingTotal: 0,
    shippingZone: '',
    paymentMethod: 'card',
    cod: null,
    ...UNTAXED_ORDER,
    lines: [orderLineOf({ productId: 'p4', name: 'Claw Hammer', img: '/hammer.png', price: 15 }, 3)],
    tnxId: null,
    paid: false,
    state: 'unpaid',
  };

  it('My Orders shows each number, links the summary name to the detail, and finds an order by any line or its number', async () => {
    scriptedApi({ 'GET /order': () => ({ status: 200, data: [threeLines, hammer] }) });
    openDashboard('/dasboard/myorder', customer);
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: orders.detailsOf(threeLines.name) });
    expect(link).toHaveAttribute('href', routes.orderDetail('o7'));
    expect(link.closest('li')).toHaveTextContent('#1043');
    expect(
      screen.getByRole('link', { name: orders.detailsOf('Claw Hammer') }).closest('li'),
    ).toHaveTextContent('#1044');

    const search = screen.getByLabelText(dashboardText.table.search);
    await user.type(search, 'bit set');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: orders.detailsOf('Claw Hammer') })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: orders.detailsOf(threeLines.name) })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '#1044');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: orders.detailsOf(threeLines.name) })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: orders.detailsOf('Claw Hammer') })).toBeInTheDocument();
  });

  it('the order detail shows its number, every line with picture, unit price, quantity and total, and the whole address', async () => {
    const detail = paidDetail();
    scriptedApi({ 'GET /order/o7': () => ({ status: 200, data: detail }) });
    openDashboard('/dasboard/order/o7', customer);

    expect(await screen.findByRole('heading', { name: orders.orderNumber(1043) })).toBeInTheDocument();
    const [, ...rows] = within(screen.getByRole('table', { name: orders.items })).getAllByRole('row');
    expect(
      rows.map((row) => [
        row.querySelector('img')?.getAttribute('src') ?? null,
        ...within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['/drill.png', '$80.00', '2', '$160.00'],
      ['/bits.png', '$12.50', '4', '$50.00'],
      ['/case.png', '$30.25', '1', '$30.25'],
      // The sums, under the row header Total.
      [null, '7', '$240.25'],
    ]);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent(fieldLabels.total);
    for (const [i, name] of ['Cordless Drill', 'Bit Set', 'Tool Case'].entries()) {
      expect(rows[i]).toHaveTextContent(name);
    }
    const shipTo = screen.getByRole('region', { name: fieldLabels.shipTo });
    for (const text of ['Rahim Uddin', '12 Tool Street', 'Flat 3B', 'Dhaka 1207', 'Bangladesh', '5550100']) {
      expect(shipTo).toHaveTextContent(text);
    }
    // Only an admin sees whose order it is.
    expect(screen.queryByText(fieldLabels.customer)).not.toBeInTheDocument();
  });

  it('the timeline puts the emails the order caused among its steps, one not delivered among them', async () => {
    const detail = paidDetail({
      emails: [
        { kind: 'orderPlaced', to: customer.email, status: 'sent', at: '2026-11-20T10:00:30.000Z' },
        { kind: 'paymentReceived', to: customer.email, status: 'failed', at: '2026-11-21T10:05:00.000Z' },
      ],
    });
    scriptedApi({ 'GET /order/o7': () => ({ status: 200, data: detail }) });
    openDashboard('/dasboard/order/o7', customer);

    const timeline = await screen.findByRole('region', { name: orders.timeline });
    const placed = orders.emailLines.sent(orders.emailKind('orderPlaced'), customer.email);
    const undelivered = orders.emailLines.failed(orders.emailKind('paymentReceived'), customer.email);
    expect(placed).toBe(`Email sent: order confirmation to ${customer.email}`);
    expect(undelivered).toBe(`Email not delivered: payment receipt to ${customer.email}`);
    const titles = [orders.timelineSteps.unpaid, placed, orders.timelineSteps.paid, undelivered];
    // In the order they happened, each with its time.
    const text = timeline.textContent ?? '';
    const positions = titles.map((title) => text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(within(timeline).getAllByRole('time')).toHaveLength(4);
  });
});

describe('Manage All Orders', () => {
  it('finds the cancelled orders, which the list leaves out until asked', async () => {
    const cancelled = drillOrder({ _id: 'o9', number: 1009, state: 'cancelled' });
    const calls = scriptedApi({
      'GET /allOrder': (sent) => ({
        status: 200,
        data: {
          items: sent.query?.state === 'cancelled' ? [cancelled] : [drillOrder()],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    openDashboard('/dasboard/manageorder', shopAdmin);
    const user = userEvent.setup();
    const filter = await screen.findByLabelText(orders.statusFilter, { selector: 'input' });
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: orders.states.cancelled, hidden: true }));
    expect(await screen.findByText('#1009')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/allOrder').at(-1)?.query).toMatchObject({
      state: 'cancelled',
    });
  });
});

describe("a 'forbidden' answer", () => {
  const forbidden = () => ({ status: 403, data: { message: 'forbidden' } });

  it('on the all-orders list goes to /login', async () => {
    scriptedApi({ 'GET /allOrder': forbidden });
    const router = openDashboard('/dasboard/manageorder', shopAdmin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).not.toHaveBeenCalled();
  });

  it('on the users list signs out, goes to /login and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      scriptedApi({ 'GET /user': forbidden });
      const router = openDashboard('/dasboard/makeadmin', shopAdmin);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(signOut).toHaveBeenCalledOnce();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('role wrappers', () => {
  it('say in one line that an admin page is not for a customer, and the customer menu has no admin links', async () => {
    const calls = scriptedApi({});
    openDashboard('/dasboard/makeadmin', customer);
    expect(await screen.findByRole('link', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(wrongRole.admin);
    expect(screen.queryByRole('link', { name: 'Manage All Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(dashboardMenu.makeAdmin, { selector: 'button' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/user')).toBe(false);
  });
});

describe('an address under /dasboard that names no page', () => {
  it('shows the not-found page, not an empty screen', async () => {
    scriptedApi({});
    openDashboard('/dasboard/no-such-page', customer);
    expect(await screen.findByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
  });
});
