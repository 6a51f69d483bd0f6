/** The OUR TOOLS grid's search and sorts, over the catalogue already loaded. */
import type { Product } from '@shared/entities';
import { sortLabels } from '@shared/strings/labels/common';

export interface ToolSort {
  value: string;
  label: string;
  /** Null keeps the catalogue's own order. */
  compare: ((a: Product, b: Product) => number) | null;
}

export const TOOL_SORTS: readonly [ToolSort, ...ToolSort[]] = [
  { value: 'featured', label: sortLabels.featured, compare: null },
  {
    value: 'newest',
    label: sortLabels.newestFirst,
    compare: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  },
  { value: 'price-low', label: sortLabels.priceLow, compare: (a, b) => a.price - b.price },
  { value: 'price-high', label: sortLabels.priceHigh, compare: (a, b) => b.price - a.price },
  {
    value: 'name',
    label: sortLabels.nameAsc,
    compare: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  },
];

/** The tools whose name or description holds every word searched, in the chosen order. */
export function findTools(catalogue: readonly Product[], search: string, sort: string): Product[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = catalogue.filter((product) => {
    const text = `${product.name} ${product.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const compare = TOOL_SORTS.find((option) => option.value === sort)?.compare;
  return compare ? found.sort(compare) : found;
}
