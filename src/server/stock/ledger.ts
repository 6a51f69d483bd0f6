/**
 * The stock ledger (docs/stock.md): the one place stock changes. Every change of a variant's stock
 * writes one `stock_movements` row in the same statement, so a variant's stock is always the sum of
 * its movements' deltas; the database refuses to change or delete a movement. A variant that falls
 * below its threshold is marked low (`low_since`) in the same update, once, and unmarked once it is
 * back at or above it: the alert goes out when the mark is new.
 *
 * Placement writes its movements inside its own single statement with `lowSinceAfter` and
 * `movementsInsert`; every other change goes through `moveStock`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StockReason, StockRefType } from '../../shared/stockLedger';
import { queryRows, rowFrom, type Database, type Transaction } from '../db/database';
import { products, stockMovements, type ProductRow, type StockMovementRow } from '../db/schema';

export interface StockActor {
  uid: string;
  email: string;
}

/** Why stock moves, who moved it and what it points at. */
export interface MovementContext {
  reason: StockReason;
  /** What it points at; `inRows` when the rows name it (made in the same statement, as an order). */
  ref?: { type: StockRefType; id: string; number: number } | { type: StockRefType; inRows: true } | null;
  actor?: StockActor | null;
  note?: string;
  /**
   * A counter sale taken offline and replayed (docs/counter.md): the money was taken, so it is
   * recorded even when its stock went meanwhile, below zero. Honoured for `counter_sale` alone.
   */
  offlineSale?: boolean;
}

/** The change of one variant (a product's one variant, until variants: its id is the product's). */
export interface StockMove {
  productId: string;
  delta: number;
}

/**
 * The `low_since` a product row `p` gets with `newStock`: kept or set to now while below its
 * threshold (its own, else the shop's default), cleared at or above it. `threshold` is the row's
 * own unless one being set in the same update is given.
 */
export const lowSinceAfter = (
  newStock: SQL,
  lowStockDefault: number,
  threshold: SQL = sql`p.low_stock_threshold`,
): SQL =>
  sql`case when ${newStock} < coalesce(${threshold}, ${lowStockDefault}::int)
      then coalesce(p.low_since, now()) else null end`;

/**
 * Inserts one movement for each row of `rows`, a query answering `product_id`, `delta` and
 * `stock_after` (and `ref_id`, `ref_number` when the context's ref is `inRows`).
 */
export function movementsInsert(rows: SQL, context: MovementContext): SQL {
  const ref = context.ref ?? null;
  const [refId, refNumber] =
    ref === null ? [null, null] : 'inRows' in ref ? [sql`m.ref_id`, sql`m.ref_number`] : [ref.id, ref.number];
  return sql`
    insert into ${stockMovements} (
      id, product_id, variant_id, delta, stock_after, reason, ref_type, ref_id, ref_number,
      actor_uid, actor_email, note
    )
    select
      replace(gen_random_uuid()::text, '-', ''), m.product_id, m.product_id, m.delta, m.stock_after,
      ${context.reason}::text, ${ref?.type ?? null}::text, ${refId}::text, ${refNumber}::bigint,
      ${context.actor?.uid ?? null}::text, ${context.actor?.email ?? null}::text, ${context.note ?? ''}::text
    from (${rows}) m`;
}

export type StockChange =
  | {
      outcome: 'moved';
      /** The products after the change. */
      products: ProductRow[];
      movements: StockMovementRow[];
      /** Products that have just become low: alert about these. */
      becameLow: ProductRow[];
    }
  /** A move would take a product below zero: nothing was written. */
  | { outcome: 'short'; productId: string; name: string; stock: number }
  | { outcome: 'missing'; productId: string };

/**
 * Moves the stock of each product by its delta, locking them in id order (as placement does), and
 * writes their movements; all or nothing. A delta worked out under the lock (`count`) is given as
 * `target`: the stock to end at.
 */
export async function moveStock(
  tx: Transaction | Database,
  moves: (StockMove | { productId: string; target: number })[],
  context: MovementContext,
  lowStockDefault: number,
  /** False when the caller already raised the products' versions in this transaction (a form edit). */
  raiseVersion = true,
): Promise<StockChange> {
  const belowZeroAllowed = context.reason === 'counter_sale' && context.offlineSale === true;
  const wanted = JSON.stringify(
    moves.map((move) =>
      'target' in move
        ? { productId: move.productId, delta: null, target: move.target }
        : { productId: move.productId, delta: move.delta, target: null },
    ),
  );
  const [row] = await queryRows<{
    moved: Record<string, unknown>[] | null;
    logged: Record<string, unknown>[] | null;
    short: { id: string; name: string; stock: number } | null;
    missing: string | null;
  }>(
    tx,
    sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as w("productId" text, delta int, target int)
    ),
    locked as (
      select p.id, p.name, p.available_quantity, p.low_since,
             coalesce(w.delta, w.target - p.available_quantity) as delta
      from ${products} p join wanted w on w."productId" = p.id
      order by p.id
      for update of p
    ),
    verdict as (
      select count(*) = (select count(*) from wanted)
        and (${belowZeroAllowed} or coalesce(bool_and(available_quantity + delta >= 0), true)) as fits
      from locked
    ),
    moved as (
      update ${products} p
      set available_quantity = p.available_quantity + l.delta,
          version = p.version + ${raiseVersion ? 1 : 0},
          -- Going below zero is a crossing of its own, alerted even when the tool was already low.
          low_since = case when p.available_quantity >= 0 and p.available_quantity + l.delta < 0 then now()
            else ${lowSinceAfter(sql`p.available_quantity + l.delta`, lowStockDefault)} end
      from locked l, verdict v
      where v.fits and p.id = l.id and l.delta <> 0
      returning p.*, l.delta as moved_delta,
        (l.low_since is null and p.low_since is not null)
          or (l.available_quantity >= 0 and p.available_quantity < 0) as became_low
    ),
    logged as (
      ${movementsInsert(sql`select id as product_id, moved_delta as delta, available_quantity as stock_after from moved`, context)}
      returning *
    )
    select
      (select json_agg(moved) from moved) as moved,
      (select json_agg(logged) from logged) as logged,
      (select json_build_object('id', id, 'name', name, 'stock', available_quantity) from locked
        where not ${belowZeroAllowed} and available_quantity + delta < 0 order by id limit 1) as short,
      (select "productId" from wanted w where not exists (select 1 from locked l where l.id = w."productId") limit 1)
        as missing
    `,
  );
  if (row?.missing) return { outcome: 'missing', productId: row.missing };
  if (row?.short) {
    return { outcome: 'short', productId: row.short.id, name: row.short.name, stock: row.short.stock };
  }
  const moved = row?.moved ?? [];
  return {
    outcome: 'moved',
    products: moved.map((json) => rowFrom(products, json)),
    movements: (row?.logged ?? []).map((json) => rowFrom(stockMovements, json)),
    becameLow: moved.filter((json) => json.became_low === true).map((json) => rowFrom(products, json)),
  };
}

/**
 * Products' first stock, as they enter the catalogue: their `initial` (or `import`) movements. The
 * rows are inserted by the catalogue (or the seed); the ledger records where their stock came from.
 */
export async function recordInitialStock(
  tx: Transaction,
  entered: Pick<ProductRow, 'id' | 'availableQuantity'>[],
  actor: StockActor | null,
  reason: Extract<StockReason, 'initial' | 'import'> = 'initial',
): Promise<void> {
  if (!entered.length) return;
  await tx.insert(stockMovements).values(
    entered.map((product) => ({
      productId: product.id,
      variantId: product.id,
      delta: product.availableQuantity,
      stockAfter: product.availableQuantity,
      reason,
      actorUid: actor?.uid ?? null,
      actorEmail: actor?.email ?? null,
    })),
  );
}
