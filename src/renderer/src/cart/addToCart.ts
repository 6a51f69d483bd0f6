/**
 * Add to cart, from a product card or the purchase page: more units of a tool in the server's cart
 * once signed in, in the browser's before. Loaded when first pressed, so the landing page does not
 * carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/entities';
import { shopping } from '@shared/strings/labels/shopping';
import { call } from '../api/client';
import { useSession } from '../stores/session';
import { notifySuccess } from '../ui/notify';
import { useBrowserCart } from './browserCart';
import { serverCartQuery } from './serverCart';

export async function addToCart(
  client: QueryClient,
  product: Pick<Product, '_id' | 'name'>,
  quantity: number,
): Promise<void> {
  let inCart: number;
  if (useSession.getState().identity) {
    const cart = await client.ensureQueryData(serverCartQuery);
    inCart = (cart.items.find((item) => item.productId === product._id)?.quantity ?? 0) + quantity;
    const updated = await call('setCartItem', {
      params: { productId: product._id },
      body: { quantity: inCart },
    });
    client.setQueryData(serverCartQuery.queryKey, updated);
  } else {
    const browserCart = useBrowserCart.getState();
    inCart = (browserCart.items[product._id] ?? 0) + quantity;
    browserCart.set(product._id, inCart);
  }
  notifySuccess(shopping.added(product.name, inCart));
}
