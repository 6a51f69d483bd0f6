/**
 * The cart as the cart page shows and changes it, whoever is looking: the server's cart once signed
 * in; before that the browser's, its lines priced from its own tools (`GET /product?ids=`, never the
 * whole catalogue). Each change says what happened.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { cartLine, cartOf, chosenVariant } from '@shared/cart';
import type { Cart, CartItem, Product } from '@shared/entities';
import { ID_PATTERN, MAX_PRODUCT_IDS } from '@shared/schemas';
import { shopping } from '@shared/strings/labels/shopping';
import { ApiError, call } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useSession } from '../stores/session';
import { notifySuccess } from '../ui/notify';
import { lineKey, parseLineKey, useBrowserCart, type CartQuantities } from './browserCart';
import { refreshCart, serverCartQuery } from './serverCart';

export interface CartView {
  cart: UseQueryResult<Cart>;
  setQuantity: (line: CartItem, quantity: number) => Promise<void>;
  remove: (line: CartItem) => Promise<void>;
}

/** The browser's line of `key` priced from its tool, or null when its tool or variant is gone. */
function browserLine(key: string, quantity: number, tools: Product[]): CartItem | null {
  const { productId, variantId } = parseLineKey(key);
  const product = tools.find((p) => p._id === productId);
  const variant = product ? chosenVariant(product, variantId) : null;
  return product && variant ? cartLine(product, variant, quantity) : null;
}

/** The browser's cart as lines: the tools still for sale, in the order they were added. */
const browserCartOf = (items: CartQuantities, tools: Product[]): Cart =>
  cartOf(
    Object.entries(items).flatMap(([key, quantity]) => {
      const line = browserLine(key, quantity, tools);
      return line ? [line] : [];
    }),
  );

/**
 * The tools the browser's lines name, sorted so that a change of quantity asks for nothing new. A key
 * edited by hand into something no tool could have is left out, and its line then goes.
 */
const toolIdsOf = (items: CartQuantities): string[] =>
  [...new Set(Object.keys(items).map((key) => parseLineKey(key).productId))]
    .filter((id) => ID_PATTERN.test(id))
    .sort();

/** Those tools as they are for sale now, asked for in batches. */
async function toolsFor(ids: string[]): Promise<Product[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_PRODUCT_IDS)
    batches.push(ids.slice(start, start + MAX_PRODUCT_IDS));
  const answers = await Promise.all(
    batches.map((batch) => call('productsByIds', { query: { ids: batch.join(',') } })),
  );
  return answers.flat();
}

/** The browser's key of a line shown: its own, or the bare product id it was kept under before variants. */
const storedKeyOf = (items: CartQuantities, line: CartItem): string =>
  lineKey(line.productId, line.variantId) in items ? lineKey(line.productId, line.variantId) : line.productId;

export function useCart(): CartView {
  const client = useQueryClient();
  const loading = useSession((s) => s.loading);
  const signedIn = useSession((s) => s.identity !== null);
  const items = useBrowserCart((s) => s.items);
  const toolIds = useMemo(() => toolIdsOf(items), [items]);

  // Opened afresh each time: an order placed elsewhere may have emptied it since.
  const server = useQuery({ ...serverCartQuery, enabled: signedIn, refetchOnMount: 'always' });
  const browser = useQuery({
    queryKey: queryKeys.cartTools(toolIds),
    queryFn: () => toolsFor(toolIds),
    enabled: !loading && !signedIn,
    // A line removed asks again for fewer tools: the answer for more still prices the rest meanwhile.
    placeholderData: (previous, previousQuery) =>
      toolIds.every((id) => previousQuery?.queryKey[2].split(',').includes(id)) ? previous : undefined,
    select: useCallback((tools: Product[]) => browserCartOf(items, tools), [items]),
  });

  // A tool or variant that left the catalogue can no longer be bought: the browser's cart lets it go.
  const shown = browser.data?.items;
  useEffect(() => {
    if (!shown) return;
    for (const key of Object.keys(items)) {
      if (!shown.some((line) => storedKeyOf(items, line) === key)) useBrowserCart.getState().remove(key);
    }
  }, [shown, items]);

  /** Runs a change of the server's cart and shows its answer; a tool gone meanwhile refreshes the cart. */
  const changeServerCart = async (change: () => Promise<Cart>) => {
    try {
      client.setQueryData(serverCartQuery.queryKey, await change());
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) await refreshCart(client);
      throw error;
    }
  };

  const setQuantity = async (line: CartItem, quantity: number) => {
    if (signedIn) {
      await changeServerCart(() =>
        call('setCartItem', {
          params: { productId: line.productId },
          body: { quantity, variantId: line.variantId },
        }),
      );
    } else {
      useBrowserCart.getState().set(storedKeyOf(useBrowserCart.getState().items, line), quantity);
    }
    notifySuccess(shopping.quantitySaved(line.name, quantity));
  };

  const remove = async (line: CartItem) => {
    if (signedIn) {
      await changeServerCart(() =>
        call('removeCartItem', {
          params: { productId: line.productId },
          query: { variantId: line.variantId },
        }),
      );
    } else {
      useBrowserCart.getState().remove(storedKeyOf(useBrowserCart.getState().items, line));
    }
    notifySuccess(shopping.removed(line.name));
  };

  return { cart: signedIn ? server : browser, setQuantity, remove };
}
