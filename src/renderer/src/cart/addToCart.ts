/**
 * Add to cart, from a product card or the purchase page: more units of a tool's variant in the
 * server's cart once signed in, in the browser's before. Loaded when first pressed, so the landing
 * page does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Product, Variant } from '@shared/entities';
import { variantName } from '@shared/stockLedger';
import { shopping } from '@shared/strings/labels/shopping';
import { call } from '../api/client';
import { sessionKnown, useSession } from '../stores/session';
import { notifySuccess } from '../ui/notify';
import { lineKey, useBrowserCart } from './browserCart';
import { serverCartQuery } from './serverCart';

export async function addToCart(
  client: QueryClient,
  product: Pick<Product, '_id' | 'name'>,
  variant: Pick<Variant, '_id' | 'title'>,
  quantity: number,
): Promise<void> {
  let inCart: number;
  // Pressed while a held session is still being restored (say, just as the app starts): the line
  // goes where that customer's cart is, not into the browser's.
  await sessionKnown();
  if (useSession.getState().identity) {
    const cart = await client.ensureQueryData(serverCartQuery);
    inCart = (cart.items.find((item) => item.variantId === variant._id)?.quantity ?? 0) + quantity;
    const updated = await call('setCartItem', {
      params: { productId: product._id },
      body: { quantity: inCart, variantId: variant._id },
    });
    client.setQueryData(serverCartQuery.queryKey, updated);
  } else {
    const browserCart = useBrowserCart.getState();
    const key = lineKey(product._id, variant._id);
    // A cart kept before variants holds a one-variant tool under its bare id: that line grows.
    const stored = key in browserCart.items ? key : product._id in browserCart.items ? product._id : key;
    inCart = (browserCart.items[stored] ?? 0) + quantity;
    browserCart.set(stored, inCart);
  }
  notifySuccess(shopping.added(variantName(product.name, variant.title), inCart));
}
