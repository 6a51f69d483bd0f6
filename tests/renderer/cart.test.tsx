/**
 * The cart as a customer uses it: each line's problem, the product's quantity limits in its own
 * words, Remove, the subtotal and Checkout; the visitor's cart in the browser and its merge at
 * sign-in; checkout's refusal named on its line. The API is a scripted transport.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartLine, cartOf } from '@shared/cart';
import type { Cart, Product } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { codErrors } from '@shared/strings/codMessages';
import { codText } from '@shared/strings/labels/cod';
import { shopping } from '@shared/strings/labels/shopping';
import { cartPage } from '@shared/strings/labels/cartPage';
import { purchase } from '@shared/strings/labels/storefront';
import { messages } from '@shared/strings/validation';
import { queryKeys } from '../../src/renderer/src/api/queryKeys';
import { useBrowserCart } from '../../src/renderer/src/cart/browserCart';
import { mergeBrowserCart } from '../../src/renderer/src/cart/mergeBrowserCart';
import { PaymentMethodChoice } from '../../src/renderer/src/delivery/PaymentMethodChoice';
import { Header } from '../../src/renderer/src/layout/Header';
import { CartPage } from '../../src/renderer/src/pages/cart/CartPage';
import { CheckoutPage } from '../../src/renderer/src/pages/checkout/CheckoutPage';
import { ToolsSection } from '../../src/renderer/src/pages/home/ToolsSection';
import { useSession } from '../../src/renderer/src/stores/session';
import { renderInApp, scriptedApi, type SentCall } from './render';
import { withSoleVariant } from '../support/products';
import { customerRecord, savedAddress } from './fixtures';
import { usd } from '../support/money';

const tool = (id: string, name: string, price: number, minimumOrder: number, stock: number): Product =>
  withSoleVariant({
    _id: id,
    name,
    description: 'A tool.',
    img: `/api/images/${id}`,
    minimumOrder,
    availableQuentity: stock,
    price,
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    rating: null,
    categoryId: null,
    brand: '',
  });
const drill = tool('drill', 'Cordless Drill', 89.5, 10, 120);
const wrench = tool('wrench', 'Torque Wrench', 49.99, 5, 3);
const bits = tool('bits', 'Drill Bit Set', 12, 2, 8);
const catalogue = [drill, wrench, bits];

const customer = customerRecord({ address: savedAddress });

const signIn = () =>
  useSession.setState({
    identity: { uid: 'u1', email: customer.email, emailVerified: true, displayName: null, photoURL: null },
    user: customer,
    loading: false,
  });
const signOut = () => useSession.setState({ identity: null, user: null, loading: false });

/** A server cart that holds `held` (product id → quantity) and answers the cart calls as the API does. */
function serverCart(held: Record<string, number>) {
  const answer = (): { status: number; data: Cart } => ({
    status: 200,
    data: cartOf(
      Object.entries(held).map(([id, quantity]) =>
        cartLine(
          catalogue.find((p) => p._id === id)!,
          catalogue.find((p) => p._id === id)!.variants[0]!,
          quantity,
        ),
      ),
    ),
  });
  return {
    held,
    replies: {
      'GET /cart': answer,
      'GET /': () => ({ status: 200, data: catalogue }),
      ...Object.fromEntries(
        catalogue.flatMap((p) => [
          [
            `PUT /cart/items/${p._id}`,
            (sent: SentCall) => {
              held[p._id] = (sent.body as { quantity: number }).quantity;
              return answer();
            },
          ],
          [
            `DELETE /cart/items/${p._id}`,
            () => {
              delete held[p._id];
              return answer();
            },
          ],
        ]),
      ),
    },
  };
}

/** The calls that change something: a delivery quote is asked by POST but changes nothing. */
const writes = (calls: SentCall[]) =>
  calls
    .filter((c) => c.method !== 'GET' && c.path !== '/shipping/quote')
    .map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);

const lineOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => useBrowserCart.getState().clear());

describe('the cart page', () => {
  it("shows each line's problem, leaves those lines out of the subtotal and holds Checkout back", async () => {
    signIn();
    scriptedApi(serverCart({ drill: 12, wrench: 5, bits: 20 }).replies);
    renderInApp(<CartPage />);

    expect(await screen.findByRole('article', { name: drill.name })).toBeInTheDocument();
    expect(within(lineOf(drill.name)).queryByTestId('line-problem')).not.toBeInTheDocument();
    expect(within(lineOf(wrench.name)).getByTestId('line-problem')).toHaveTextContent('Sold out');
    expect(within(lineOf(bits.name)).getByTestId('line-problem').textContent).toBe(messages.quantityMax(8));
    // 12 × $89.50 only: the sold-out and over-stock lines cannot be bought as they stand.
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$1,074.00');
    expect(screen.getByText(cartPage.units(37))).toBeInTheDocument();
    expect(screen.getByText(cartPage.problemsBlockCheckout)).toBeVisible();
    expect(screen.getByRole('button', { name: cartPage.checkout })).toBeDisabled();
  });

  it("refuses a quantity outside the product's limits in its words, saves one within them, and removes a line", async () => {
    signIn();
    const server = serverCart({ drill: 12, bits: 4 });
    const calls = scriptedApi(server.replies);
    const { user } = renderInApp(<CartPage />);
    const quantity = await screen.findByRole('textbox', { name: cartPage.quantityFor(drill.name) });

    const typeQuantity = async (value: string) => {
      await user.clear(quantity);
      await user.type(quantity, `${value}{Enter}`);
    };
    await typeQuantity('9');
    expect((await within(lineOf(drill.name)).findByText(messages.quantityMin(10).trim())).textContent).toBe(
      messages.quantityMin(10),
    );
    await typeQuantity('121');
    expect((await within(lineOf(drill.name)).findByText(messages.quantityMax(120).trim())).textContent).toBe(
      messages.quantityMax(120),
    );
    expect(writes(calls)).toEqual([]);

    await typeQuantity('15');
    await waitFor(() => expect(within(lineOf(drill.name)).getByText('$1,342.50')).toBeInTheDocument());
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$1,390.50');

    await user.click(within(lineOf(bits.name)).getByRole('button', { name: cartPage.removeFor(bits.name) }));
    await waitFor(() => expect(screen.queryByRole('article', { name: bits.name })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      'PUT /cart/items/drill {"quantity":15,"variantId":"drill"}',
      'DELETE /cart/items/bits null',
    ]);
    expect(server.held).toEqual({ drill: 15 });
    expect(screen.getByRole('link', { name: cartPage.checkout })).toBeVisible();
  });

  it("keeps a visitor's cart in the browser: Add to cart counts in the header, the cart page prices it from the catalogue", async () => {
    signOut();
    const firstPage = { items: catalogue, total: catalogue.length, page: 1, pageSize: 12 };
    const calls = scriptedApi({
      'GET /search': () => ({ status: 200, data: firstPage }),
    });
    const { user } = renderInApp(
      <>
        <Header />
        <ToolsSection />
      </>,
    );
    const addDrill = await screen.findByRole('button', { name: shopping.addToCartFor(drill.name) });
    // Each press adds the minimum order.
    await user.click(addDrill);
    expect(await screen.findByRole('link', { name: shopping.cartButton(10) })).toBeVisible();
    await waitFor(() => expect(addDrill).toBeEnabled());
    await user.click(addDrill);
    expect(await screen.findByRole('link', { name: shopping.cartButton(20) })).toHaveTextContent('20');
    // Kept by variant: the drill's one variant shares its id.
    expect(JSON.parse(localStorage.getItem('toolshop.cart') ?? '{}')).toEqual({ 'drill/drill': 20 });
    expect(writes(calls)).toEqual([]);
  });

  it("lets a visitor change the browser's cart, prices it from its own tools, and forgets a tool that left the catalogue", async () => {
    signOut();
    useBrowserCart.getState().set('drill', 10);
    useBrowserCart.getState().set('retired-saw', 2);
    // As the API answers `GET /product?ids=`: the tools for sale among those asked.
    const calls = scriptedApi({
      'GET /product': (sent) => {
        const asked = String(sent.query?.ids).split(',');
        return { status: 200, data: catalogue.filter((p) => asked.includes(p._id)) };
      },
    });
    const { user } = renderInApp(<CartPage />);
    const quantity = await screen.findByRole('textbox', { name: cartPage.quantityFor(drill.name) });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$895.00');
    await waitFor(() => expect(useBrowserCart.getState().items).toEqual({ drill: 10 }));

    await user.clear(quantity);
    await user.type(quantity, '11');
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$984.50'));
    expect(useBrowserCart.getState().items).toEqual({ drill: 11 });
    expect(writes(calls)).toEqual([]);
    // Never the whole catalogue: only the tools the cart named, and nothing more once one was let go.
    const reads = calls.filter((c) => c.method === 'GET').map((c) => `${c.path}?ids=${String(c.query?.ids)}`);
    expect(reads[0]).toBe('/product?ids=drill,retired-saw');
    expect(new Set(reads.slice(1))).toEqual(new Set(['/product?ids=drill']));
  });

  it('says so when the cart is empty', async () => {
    signIn();
    scriptedApi(serverCart({}).replies);
    renderInApp(<CartPage />);
    expect(await screen.findByRole('heading', { name: cartPage.emptyCart })).toBeVisible();
  });
});

describe('signing in with a cart in the browser', () => {
  it("merges it into the server's: per product the larger quantity wins, a tool no longer sold is dropped", async () => {
    signIn();
    const server = serverCart({ drill: 15, bits: 2 });
    const calls = scriptedApi(server.replies);
    useBrowserCart.getState().set('drill', 10);
    useBrowserCart.getState().set('bits', 4);
    useBrowserCart.getState().set('retired-saw', 1);
    const client = new QueryClient();

    await mergeBrowserCart(client);

    expect(writes(calls)).toEqual([
      'PUT /cart/items/bits {"quantity":4}',
      'PUT /cart/items/retired-saw {"quantity":1}',
    ]);
    expect(server.held).toEqual({ drill: 15, bits: 4 });
    expect(useBrowserCart.getState().items).toEqual({});
    expect(client.getQueryData<Cart>(queryKeys.cart)?.count).toBe(19);
  });

  it("keeps the browser's cart when the server cannot be reached, to try again next time", async () => {
    signIn();
    scriptedApi({ 'GET /cart': () => ({ status: 503, data: { message: 'down' } }) });
    useBrowserCart.getState().set('drill', 10);
    await expect(mergeBrowserCart(new QueryClient())).rejects.toThrow();
    expect(useBrowserCart.getState().items).toEqual({ drill: 10 });
  });
});

describe('checkout', () => {
  const renderCheckout = () =>
    renderInApp(
      <Routes>
        <Route path="/" element={<CheckoutPage />} />
        <Route path="/dasboard/payment/:id" element={<p>Paying for the order</p>} />
      </Routes>,
    );

  it('orders every line to the saved address, then goes to pay', async () => {
    signIn();
    const server = serverCart({ drill: 12, bits: 4 });
    const calls = scriptedApi({
      ...server.replies,
      'POST /order': () => ({ status: 201, data: { _id: 'o-1', number: 1042, ...customer.address } }),
    });
    const { user } = renderCheckout();
    expect(await screen.findByLabelText(purchase.street)).toHaveValue('12 Tool Street');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$1,122.00');
    await user.click(screen.getByRole('button', { name: cartPage.placeOrder }));

    expect(await screen.findByText('Paying for the order')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/order')?.body).toEqual({
      lines: [
        { productId: 'drill', variantId: 'drill', quantity: 12 },
        { productId: 'bits', variantId: 'bits', quantity: 4 },
      ],
      ...customer.address,
      paymentMethod: 'card',
    });
  });

  it('placed cash on delivery, says the cash to have ready rather than to pay, and opens the order', async () => {
    signIn();
    const server = serverCart({ drill: 12 });
    scriptedApi({
      ...server.replies,
      'POST /order': () => ({
        status: 201,
        data: {
          _id: 'o-2',
          number: 1043,
          totalPrice: 1076,
          paymentMethod: 'cod',
          cod: { confirmedAt: null, collected: null, owed: 1076 },
          ...customer.address,
        },
      }),
    });
    const { user } = renderInApp(
      <Routes>
        <Route path="/" element={<CheckoutPage />} />
        <Route path="/dasboard/order/:id" element={<p>The order’s page</p>} />
      </Routes>,
    );
    await user.click(await screen.findByRole('radio', { name: codText.cashOnDelivery }));
    await user.click(screen.getByRole('button', { name: codText.placeCod }));

    expect(await screen.findByText('The order’s page')).toBeInTheDocument();
    expect(await screen.findByText(codText.placed(1043, usd(1076)))).toBeVisible();
    expect(screen.queryByText(cartPage.orderPlaced(1043))).not.toBeInTheDocument();
  });

  it('names the refused line and why, beside that line and in the toast', async () => {
    signIn();
    const server = serverCart({ drill: 12, bits: 4 });
    scriptedApi({
      ...server.replies,
      'POST /order': () => ({
        status: 400,
        data: {
          message: messages.quantityMax(3),
          issues: [{ path: 'lines.1.quantity', message: messages.quantityMax(3) }],
        },
      }),
    });
    const { user } = renderCheckout();
    await user.clear(await screen.findByLabelText(fieldLabels.city));
    await user.type(screen.getByLabelText(fieldLabels.city), 'Chattogram');
    await user.click(screen.getByRole('button', { name: cartPage.placeOrder }));

    const [, bitsLine] = await screen.findAllByTestId('order-line');
    expect(await within(bitsLine!).findByText(messages.quantityMax(3).trim())).toBeInTheDocument();
    expect(within(bitsLine!).getByText(bits.name)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('alert')).getByText(
        cartPage.lineRefused(bits.name, messages.quantityMax(3)),
      ),
    ).toBeVisible();
    expect(screen.queryByText('Paying for the order')).not.toBeInTheDocument();
  });
});

describe('cash on delivery refused', () => {
  it('says why in the server’s own sentence, once, and cannot be chosen', () => {
    const reason = codErrors.overLimit(usd(500), usd(612));
    renderInApp(<PaymentMethodChoice value="cod" onChange={() => undefined} codRefusal={reason} />);
    const cod = screen.getByRole('radio', { name: codText.cashOnDelivery });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('radio', { name: codText.card })).toBeChecked();
  });
});
