/**
 * The scan box's name search (docs/counter-screen.md): `GET /search`'s tools as the variants a
 * cashier picks from, an exact SKU or barcode first, each as the lookup answers it (a CounterItem).
 */
import type { SearchResult } from '@shared/catalogueSchemas';
import type { CounterItem } from '@shared/counterSchemas';
import type { Product } from '@shared/entities';

/** Rows the list shows at most: a scan box's list, not a catalogue. */
export const MAX_MATCHES = 10;

export function variantMatches({ items }: SearchResult, words: string): CounterItem[] {
  const wanted = words.trim().toLowerCase();
  const variants = items.flatMap((product) =>
    product.variants.map((variant): CounterItem => ({
      variantId: variant._id,
      productId: product._id,
      name: product.name,
      variantTitle: variant.title,
      sku: variant.sku,
      barcode: variant.barcode,
      img: product.img,
      price: variant.price,
      stock: variant.availableQuantity,
    })),
  );
  const exact = (item: CounterItem) => item.sku?.toLowerCase() === wanted || item.barcode === words.trim();
  return [...variants.filter(exact), ...variants.filter((item) => !exact(item))].slice(0, MAX_MATCHES);
}

/** The code a line added from the list is looked up by again for its live stock: its SKU, else its barcode. */
export const codeOf = (item: CounterItem): string => item.sku ?? item.barcode ?? '';

/** The item with its variant's stock as the products answer it; none when the tool is gone from sale. */
export function withStockFrom(products: readonly Product[], item: CounterItem): CounterItem {
  const variant = products
    .find((product) => product._id === item.productId)
    ?.variants.find((candidate) => candidate._id === item.variantId);
  return { ...item, stock: variant?.availableQuantity ?? 0 };
}
