/**
 * A signed-out visitor's cart: line (a product's variant, see lineKey) → quantity, kept in the
 * browser's storage so it outlives
 * the tab. At sign-in it merges into the server's cart (./mergeBrowserCart) and is emptied. Other
 * tabs of the shop follow its changes.
 */
import { create } from 'zustand';

export type CartQuantities = Readonly<Record<string, number>>;

/**
 * A line's key: `{productId}/{variantId}`. Carts kept before variants hold bare product ids: lines of
 * products with one variant, which `parseLineKey` reads as naming no variant.
 */
export const lineKey = (productId: string, variantId: string): string => `${productId}/${variantId}`;

export function parseLineKey(key: string): { productId: string; variantId: string | undefined } {
  const [productId, variantId] = key.split('/');
  return { productId: productId!, variantId };
}

const STORAGE_KEY = 'toolshop.cart';

/** What storage holds, keeping only whole positive quantities (it may have been edited by hand). */
function readStored(): CartQuantities {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    // No storage (the build's pre-render, a locked-down browser) or unreadable content: no cart.
    return {};
  }
}

interface BrowserCartState {
  items: CartQuantities;
  /** Sets a line's quantity, adding it if need be. */
  set: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
}

export const useBrowserCart = create<BrowserCartState>((set) => {
  const save = (items: CartQuantities) => {
    set({ items });
    try {
      if (Object.keys(items).length === 0) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or refused: the cart still lasts as long as the page.
    }
  };
  return {
    items: readStored(),
    set: (key, quantity) => save({ ...useBrowserCart.getState().items, [key]: quantity }),
    remove: (key) => {
      const { [key]: _removed, ...rest } = useBrowserCart.getState().items;
      save(rest);
    },
    clear: () => save({}),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) useBrowserCart.setState({ items: readStored() });
  });
}

/** How many units a cart holds. */
export const unitsIn = (items: CartQuantities): number =>
  Object.values(items).reduce((sum, quantity) => sum + quantity, 0);
