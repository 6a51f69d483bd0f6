import type { RECEIVABLES_SORTS } from '@shared/creditSchemas';

/** How the receivables are ordered: by a column, one way or the other. */
export interface ReceivablesOrder {
  sort: (typeof RECEIVABLES_SORTS)[number];
  dir: 'asc' | 'desc';
}

/** Largest balance first: the page's first order, and the overview's, so both read one cached answer. */
export const DEFAULT_RECEIVABLES_ORDER: ReceivablesOrder = { sort: 'balance', dir: 'desc' };
