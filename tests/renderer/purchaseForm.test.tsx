import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { shopping } from '@shared/strings/labels/shopping';
import { purchase } from '@shared/strings/labels/storefront';
import { messages } from '@shared/strings/validation';
import { ApiError, setTransport, type BodyOf } from '../../src/renderer/src/api/client';
import { createWebTransport } from '../../src/renderer/src/api/webTransport';
import { useBrowserCart } from '../../src/renderer/src/cart/browserCart';
import { useSession } from '../../src/renderer/src/stores/session';
import { PurchaseForm } from '../../src/renderer/src/pages/purchase/PurchaseForm';
import { expectShown, renderInApp } from './render';
import { withSoleVariant } from '../support/products';

const product: Product = withSoleVariant({
  _id: 'p-1',
  name: 'Cordless Drill 18V',
  description: 'Two speeds, two batteries.',
  img: '/api/images/drill',
  minimumOrder: 10,
  availableQuentity: 120,
  price: 89.5,
  version: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  rating: null,
});
const buyer = { email: 'jane@toolshop.test', name: 'Jane Doe', address: null };

beforeAll(() => setTransport(createWebTransport()));

function setUp(
  onPurchase = vi.fn<(order: BodyOf<'placeOrder'>) => Promise<void>>().mockResolvedValue(undefined),
) {
  const { user } = renderInApp(
    <PurchaseForm
      product={product}
      variant={product.variants[0]!}
      addressOf={() => ({})}
      buyer={buyer}
      onPurchase={onPurchase}
    />,
  );
  const quantity = () => screen.getByLabelText(fieldLabels.quantity, { exact: false });
  const setQuantity = async (value: string) => {
    await user.clear(quantity());
    if (value) await user.type(quantity(), value);
    await user.click(screen.getByRole('button', { name: purchase.updateQuantity }));
  };
  const type = async (label: string, value: string) => {
    const input = screen.getByLabelText(label, { exact: false });
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  const fillShipping = async () => {
    await type(purchase.recipient, 'Jane Doe');
    await type(purchase.street, '12 Tool Street');
    await type(fieldLabels.city, 'Dhaka');
    await type(fieldLabels.postalCode, '1207');
    await type(fieldLabels.phone, '01711000000');
  };
  const purchaseNow = () => user.click(screen.getByRole('button', { name: purchase.purchaseNow }));
  return { user, onPurchase, setQuantity, type, fillShipping, purchaseNow };
}

/** The spec's quantity messages end in a space; the error must carry the exact text. */
const expectExactMessage = async (message: string) => {
  const shown = await screen.findByText(message.trim());
  expect(shown.textContent).toBe(message);
};

describe('purchase form', () => {
  it('shows the billing email and name read-only and starts at the minimum order', () => {
    setUp();
    expect(screen.getByLabelText(fieldLabels.email)).toHaveValue(buyer.email);
    expect(screen.getByLabelText(fieldLabels.email)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(fieldLabels.name)).toHaveValue(buyer.name);
    expect(screen.getByLabelText(fieldLabels.name)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(fieldLabels.quantity, { exact: false })).toHaveValue('10');
    expect(screen.getByTestId('total-price')).toHaveTextContent('$895.00');
  });

  it('refuses a quantity below the minimum order, above the stock, or none at all', async () => {
    const { setQuantity } = setUp();
    await setQuantity('9');
    await expectExactMessage(messages.quantityMin(10));
    await setQuantity('121');
    await expectExactMessage(messages.quantityMax(120));
    await setQuantity('');
    await expectExactMessage(messages.quantityRequired);
    expect(screen.getByTestId('total-price')).toHaveTextContent('$895.00');
  });

  it('updates the total to price × quantity for an accepted quantity', async () => {
    const { setQuantity } = setUp();
    await setQuantity('12');
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,074.00');
  });

  it('names each missing or non-numeric shipping field and places no order', async () => {
    const { onPurchase, type, purchaseNow } = setUp();
    await purchaseNow();
    await expectShown(
      messages.recipientRequired,
      messages.streetRequired,
      messages.cityRequired,
      messages.postalCodeRequired,
      messages.phoneRequired,
    );
    await type(fieldLabels.postalCode, 'ABC 12');
    await type(fieldLabels.phone, 'call me');
    await purchaseNow();
    await expectShown(messages.postalCodeNumeric, messages.phoneNumeric);
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it('shows the total Purchase Now will order: the typed quantity once it is valid', async () => {
    const { type, onPurchase, fillShipping, purchaseNow } = setUp();
    await fillShipping();
    await type(fieldLabels.quantity, '12');
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,074.00');
    await purchaseNow();
    expect(onPurchase.mock.calls[0]?.[0]).toMatchObject({ quantity: 12, totalPrice: 1074 });
  });

  it('does not purchase an out-of-range quantity even without Update quantity', async () => {
    const { type, onPurchase, fillShipping, purchaseNow } = setUp();
    await fillShipping();
    await type(fieldLabels.quantity, '500');
    await purchaseNow();
    await expectExactMessage(messages.quantityMax(120));
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it('places the order with the product, quantity, total, shipping and padi false', async () => {
    const { user, onPurchase, setQuantity, fillShipping, purchaseNow } = setUp();
    await setQuantity('15');
    await fillShipping();
    await user.selectOptions(screen.getByLabelText(fieldLabels.country, { exact: false }), 'India');
    await purchaseNow();
    expect(onPurchase).toHaveBeenCalledTimes(1);
    expect(onPurchase.mock.calls[0]?.[0]).toEqual({
      productId: 'p-1',
      variantId: 'p-1',
      email: buyer.email,
      name: product.name,
      price: 89.5,
      quantity: 15,
      totalPrice: 1342.5,
      padi: false,
      fullName: 'Jane Doe',
      addressLine1: '12 Tool Street',
      addressLine2: '',
      company: '',
      city: 'Dhaka',
      postalCode: '1207',
      country: 'India',
      phone: '01711000000',
      region: '',
      paymentMethod: 'card',
    });
  });

  it('adds the typed quantity to the cart once it is valid, beside Purchase Now', async () => {
    // A signed-out visitor: the line goes into this browser's cart.
    useSession.setState({ identity: null, user: null, loading: false });
    useBrowserCart.getState().clear();
    const { user, onPurchase } = setUp();
    const quantity = screen.getByLabelText(fieldLabels.quantity, { exact: false });
    const addToCart = screen.getByRole('button', { name: shopping.addToCart });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(addToCart);
    await expectExactMessage(messages.quantityMin(10));
    expect(useBrowserCart.getState().items).toEqual({});

    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(addToCart);
    expect(await screen.findByText(shopping.added(product.name, 12))).toBeVisible();
    expect(useBrowserCart.getState().items).toEqual({ 'p-1/p-1': 12 });
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on its field and in a toast", async () => {
    const refusal = new ApiError(400, {
      message: 'Not enough stock left for this quantity',
      issues: [{ path: 'quantity', message: 'Not enough stock left for this quantity' }],
    });
    const { fillShipping, purchaseNow } = setUp(vi.fn().mockRejectedValue(refusal));
    await fillShipping();
    await purchaseNow();
    const shown = await screen.findAllByText('Not enough stock left for this quantity');
    expect(shown).toHaveLength(2);
    expect(
      within(screen.getByRole('alert')).getByText('Not enough stock left for this quantity'),
    ).toBeVisible();
  });
});
