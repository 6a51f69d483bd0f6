/**
 * Lists that scale: `page` (1-based), `pageSize` (at most 100), `q` and `sort` on an
 * admin list. With `page` the answer is a `Page`; without it, the spec's plain array.
 */
import { z } from 'zod';
import { ORDER_CHANNELS } from './orderStates';
import { emailSchema, text } from './schemas';
import { apiErrors } from './strings/apiMessages';
import { localDate } from './tax/financialYear';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** A whole number from a query string, within bounds, or the given message. */
export const queryInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** `page` (1-based) and `pageSize` of a list that pages; no `page`, no paging. */
export const pageQuerySchema = z.strictObject({
  page: queryInt(1, 1_000_000_000, apiErrors.badPage).optional(),
  pageSize: queryInt(1, MAX_PAGE_SIZE, apiErrors.badPageSize).optional(),
});

/** `GET /review`'s query: a page, and optionally one product's reviews only. */
export const reviewListQuerySchema = pageQuerySchema.extend({
  productId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, apiErrors.notFound)
    .optional(),
});

/** The query of a pageable list whose orders are `sorts`. */
export function listQuerySchema<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return pageQuerySchema.extend({
    // Searched for in the database, which cannot hold NUL: refused here rather than failing there.
    q: text().trim().max(200).optional(),
    sort: z.enum(sorts, { error: apiErrors.badSort }).optional(),
  });
}

/** How `GET /user` can be ordered; without `sort`, oldest first, as the spec's array always was. */
export const USER_SORTS = ['oldest', 'newest', 'name', 'name-desc'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `GET /user`'s query: the admin's list, or the one user with `email`. */
export const userListQuerySchema = listQuerySchema(USER_SORTS).extend({ email: emailSchema.optional() });

/** How the admin's order list can be ordered; without `sort`, newest first, as the spec's array. */
export const ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The states the admin's order list shows unfiltered (a cancelled order only when asked for). */
export const LISTED_ORDER_STATES = ['unpaid', 'paid', 'shipped', 'collected', 'expired', 'refunded'] as const;
/** The states the admin's order list can be filtered to: the listed ones, and cancelled. */
export const ORDER_STATE_FILTERS = [...LISTED_ORDER_STATES, 'cancelled'] as const;
export type OrderStateFilter = (typeof ORDER_STATE_FILTERS)[number];

/** Manage All Orders' cash-on-delivery filters. */
export const COD_FILTERS = ['to-confirm', 'to-collect'] as const;
export type CodFilter = (typeof COD_FILTERS)[number];

/** `GET /allOrder`'s query, which `GET /export/orders.csv` shares (less the paging). */
export const orderListQuerySchema = listQuerySchema(ORDER_SORTS).extend({
  state: z
    .enum(ORDER_STATE_FILTERS, { error: apiErrors.badOrderState })
    .optional()
    .describe('Only orders in this state; without it, every state but cancelled'),
  return: z
    .literal('requested', { error: apiErrors.badReturnFilter })
    .optional()
    .describe('Only orders whose customer asked for a return that is still waiting'),
  cod: z
    .enum(COD_FILTERS, { error: apiErrors.badCodFilter })
    .optional()
    .describe('Cash on delivery: to-confirm (waiting for staff to call), to-collect (shipped, cash not in)'),
  channel: z
    .enum(ORDER_CHANNELS, { error: apiErrors.badChannelFilter })
    .optional()
    .describe('Only orders placed on the web, or only counter sales'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** `GET /export/orders.csv`'s query: the list's filters and sort, every match rather than a page. */
export const orderExportQuerySchema = orderListQuerySchema.omit({ page: true, pageSize: true });
export type OrderExportQuery = z.input<typeof orderExportQuerySchema>;

/** The name an export is saved under: `orders-YYYY-MM-DD.csv`, dated by `now`'s day in `timeZone`. */
export const ordersCsvFilename = (now: Date, timeZone: string): string =>
  `orders-${localDate(now, timeZone)}.csv`;
