/**
 * At sign-in the browser's cart joins the server's: per variant the larger quantity wins, and the
 * browser's copy is emptied. A tool no longer sold is left out, and so is one past the cart's limit
 * (the server's refusal says so); if the server cannot be reached the browser keeps its copy, to try
 * again at the next sign-in.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';
import { notifyError } from '../ui/notify';
import { parseLineKey, useBrowserCart } from './browserCart';
import { serverCartQuery } from './serverCart';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

export async function mergeBrowserCart(client: QueryClient): Promise<void> {
  const held = Object.entries(useBrowserCart.getState().items);
  if (held.length === 0) return;
  let cart = await call('getCart');
  for (const [key, quantity] of held) {
    const { productId, variantId } = parseLineKey(key);
    const stored =
      cart.items.find(
        (item) => item.productId === productId && (variantId ?? item.variantId) === item.variantId,
      )?.quantity ?? 0;
    if (quantity <= stored) continue;
    try {
      cart = await call('setCartItem', { params: { productId }, body: { quantity, variantId } });
    } catch (error) {
      const status = statusOf(error);
      if (status === 400) notifyError(error);
      else if (status !== 404) throw error;
    }
  }
  useBrowserCart.getState().clear();
  client.setQueryData(serverCartQuery.queryKey, cart);
}
