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
import { noteCatalogueWrite } from '../catalogue/catalogueVersion';
import { queryRows, rowFrom, type Database, type Transaction } from '../db/database';
import {
  productVariants,
  products,
  stockMovements,
  type ProductRow,
  type StockMovementRow,
  type VariantRow,
} from '../db/schema';

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

/** The change of one variant's stock by `delta`, or to `target` (worked out under its lock). */
export type StockMove = { variantId: string; delta: number } | { variantId: string; target: number };

/** A variant that has just fallen below its threshold, as staff are told of it. */
export interface LowVariant {
  productId: string;
  variantId: string;
  name: string;
  variantTitle: string;
  stock: number;
  threshold: number;
}

/**
 * The `low_since` a variant row `v` gets with `newStock`: kept or set to now while below its
 * threshold (its own, else the shop's default), cleared at or above it. `threshold` and `lowSince`
 * are the row's own unless others are given (one being set in the same update, a row entering).
 */
export const lowSinceAfter = (
  newStock: SQL,
  lowStockDefault: number,
  threshold: SQL = sql`v.low_stock_threshold`,
  lowSince: SQL = sql`v.low_since`,
): SQL =>
  sql`case when ${newStock} < coalesce(${threshold}, ${lowStockDefault}::int)
      then coalesce(${lowSince}, now()) else null end`;

/**
 * The `LowVariant` of each row of `moved` (variant rows, with `became_low` and the product's `name`)
 * that has just become low, as a JSON array.
 */
export const lowVariantsOf = (moved: SQL, lowStockDefault: number): SQL => sql`
  (select json_agg(json_build_object(
     'productId', product_id, 'variantId', id, 'name', name, 'variantTitle', title,
     'stock', available_quantity, 'threshold', coalesce(low_stock_threshold, ${lowStockDefault}::int)
   )) from ${moved} where became_low)`;

/**
 * Variants that have just entered the catalogue (a file's new variants), marked low now if they came
 * in below their threshold unmarked: at zero their stock never moved, so no move could mark them. The
 * `LowVariant`s answered are alerted as one sold down to there would be.
 */
export async function markEnteredLow(
  tx: Transaction,
  variantIds: readonly string[],
  lowStockDefault: number,
): Promise<LowVariant[]> {
  if (variantIds.length === 0) return [];
  const [row] = await queryRows<{ low: LowVariant[] | null }>(
    tx,
    sql`
    with marked as (
      update ${productVariants} v
      set low_since = ${lowSinceAfter(sql`v.available_quantity`, lowStockDefault)}
      from ${products} p
      where p.id = v.product_id and v.low_since is null and v.archived_at is null
        and v.id in (select jsonb_array_elements_text(${JSON.stringify(variantIds)}::jsonb))
        and v.available_quantity < coalesce(v.low_stock_threshold, ${lowStockDefault}::int)
      returning v.*, p.name, true as became_low
    )
    select ${lowVariantsOf(sql`marked`, lowStockDefault)} as low`,
  );
  return row?.low ?? [];
}

/**
 * The `low_since` of a variant entering the catalogue with `stock` and no threshold of its own (a
 * file's new variant): now when below the shop's default. At zero its stock never moves, so no move
 * could mark it; marked as it enters, it is alerted as one sold down to there would be.
 */
export const enteringLowSince = (stock: SQL, lowStockDefault: number): SQL =>
  lowSinceAfter(stock, lowStockDefault, sql`null::int`, sql`null::timestamptz`);

/**
 * Inserts one movement for each row of `rows`, a query answering `product_id`, `variant_id`,
 * `delta` and `stock_after` (and `ref_id`, `ref_number` when the context's ref is `inRows`).
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
      replace(gen_random_uuid()::text, '-', ''), m.product_id, m.variant_id, m.delta, m.stock_after,
      ${context.reason}::text, ${ref?.type ?? null}::text, ${refId}::text, ${refNumber}::bigint,
      ${context.actor?.uid ?? null}::text, ${context.actor?.email ?? null}::text, ${context.note ?? ''}::text
    from (${rows}) m`;
}

/**
 * Products' summary of the variants `moved` (rows with `product_id`, `moved_delta` and `archived_at`):
 * each product's stock moves by its live variants' deltas, and its version rises when `raiseVersion`.
 * Units coming back to a variant taken off sale (an order for it cancelled) are its own, not the
 * product's: nobody can buy them.
 */
export const productsSummaryUpdate = (moved: SQL, raiseVersion: boolean): SQL => sql`
  update ${products} p
  set available_quantity = p.available_quantity + s.delta, version = p.version + ${raiseVersion ? 1 : 0}
  from (select product_id, coalesce(sum(moved_delta) filter (where archived_at is null), 0) as delta
        from ${moved} group by product_id) s
  where p.id = s.product_id
  returning p.*`;

export type StockChange =
  | {
      outcome: 'moved';
      /** The variants moved and their products, after the change. */
      variants: VariantRow[];
      products: ProductRow[];
      movements: StockMovementRow[];
      /** Variants that have just become low: alert about these. */
      becameLow: LowVariant[];
    }
  /** A move would take a variant below zero: nothing was written. */
  | { outcome: 'short'; variantId: string; name: string; stock: number }
  | { outcome: 'missing'; variantId: string };

/**
 * Moves the stock of each variant by its delta, locking their products in id order and then the
 * variants (as placement does), updates the products' summaries and writes the movements; all or
 * nothing. A delta worked out under the lock (`count`) is given as `target`: the stock to end at.
 * It tells the catalogue's cache itself, so no kind of movement leaves the storefront's stock stale.
 */
export async function moveStock(
  tx: Transaction | Database,
  moves: StockMove[],
  context: MovementContext,
  lowStockDefault: number,
  /** False when the caller already raised the products' versions in this transaction (a form edit). */
  raiseVersion = true,
): Promise<StockChange> {
  noteCatalogueWrite();
  const belowZeroAllowed = context.reason === 'counter_sale' && context.offlineSale === true;
  // A move that adds stock always fits: units coming back to a variant an offline sale took below zero
  // (an order cancelled or expired, a return, a delivery) bring it nearer zero, however far below it is.
  const fitsStock = sql`(delta >= 0 or available_quantity + delta >= 0)`;
  const wanted = JSON.stringify(
    moves.map((move) =>
      'target' in move
        ? { variantId: move.variantId, delta: null, target: move.target }
        : { variantId: move.variantId, delta: move.delta, target: null },
    ),
  );
  const [row] = await queryRows<{
    moved: Record<string, unknown>[] | null;
    summed: Record<string, unknown>[] | null;
    logged: Record<string, unknown>[] | null;
    low: LowVariant[] | null;
    short: { id: string; name: string; stock: number } | null;
    missing: string | null;
  }>(
    tx,
    sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as w("variantId" text, delta int, target int)
    ),
    locked as (
      select v.id, v.product_id, p.name, v.title, v.available_quantity, v.low_since,
             coalesce(w.delta, w.target - v.available_quantity) as delta
      from ${productVariants} v
      join wanted w on w."variantId" = v.id
      join ${products} p on p.id = v.product_id
      order by p.id, v.id
      for update of p, v
    ),
    verdict as (
      select count(*) = (select count(*) from wanted)
        and (${belowZeroAllowed} or coalesce(bool_and(${fitsStock}), true)) as fits
      from locked
    ),
    moved as (
      update ${productVariants} v
      set available_quantity = v.available_quantity + l.delta,
          -- Going below zero is a crossing of its own, alerted even when the variant was already low.
          low_since = case when v.available_quantity >= 0 and v.available_quantity + l.delta < 0 then now()
            else ${lowSinceAfter(sql`v.available_quantity + l.delta`, lowStockDefault)} end
      from locked l, verdict
      where verdict.fits and v.id = l.id and l.delta <> 0
      returning v.*, l.name, l.delta as moved_delta,
        (l.low_since is null and v.low_since is not null)
          or (l.available_quantity >= 0 and v.available_quantity < 0) as became_low
    ),
    summed as (${productsSummaryUpdate(sql`moved`, raiseVersion)}),
    logged as (
      ${movementsInsert(
        sql`select product_id, id as variant_id, moved_delta as delta, available_quantity as stock_after from moved`,
        context,
      )}
      returning *
    )
    select
      (select json_agg(moved) from moved) as moved,
      (select json_agg(summed) from summed) as summed,
      (select json_agg(logged) from logged) as logged,
      ${lowVariantsOf(sql`moved`, lowStockDefault)} as low,
      (select json_build_object('id', id, 'name', name, 'stock', available_quantity) from locked
        where not ${belowZeroAllowed} and not ${fitsStock} order by id limit 1) as short,
      (select "variantId" from wanted w where not exists (select 1 from locked l where l.id = w."variantId") limit 1)
        as missing
    `,
  );
  if (row?.missing) return { outcome: 'missing', variantId: row.missing };
  if (row?.short) {
    return { outcome: 'short', variantId: row.short.id, name: row.short.name, stock: row.short.stock };
  }
  return {
    outcome: 'moved',
    variants: (row?.moved ?? []).map((json) => rowFrom(productVariants, json)),
    products: (row?.summed ?? []).map((json) => rowFrom(products, json)),
    movements: (row?.logged ?? []).map((json) => rowFrom(stockMovements, json)),
    becameLow: row?.low ?? [],
  };
}

/** Movements a statement of `recordInitialStock` writes at most, as one JSON parameter. */
const ENTERED_PER_STATEMENT = 2_000;

/**
 * Variants' first stock, as they enter the catalogue: their `initial` (or `import`) movements. The
 * rows are inserted by the catalogue (or the seed), with their stock; the ledger records where it
 * came from, a JSON batch of them a statement however many there are (a file of 10,000 variants).
 */
export async function recordInitialStock(
  tx: Transaction,
  entered: Pick<VariantRow, 'id' | 'productId' | 'availableQuantity'>[],
  actor: StockActor | null,
  reason: Extract<StockReason, 'initial' | 'import'> = 'initial',
): Promise<void> {
  for (let at = 0; at < entered.length; at += ENTERED_PER_STATEMENT) {
    const batch = JSON.stringify(
      entered.slice(at, at + ENTERED_PER_STATEMENT).map((variant) => ({
        product_id: variant.productId,
        variant_id: variant.id,
        stock: variant.availableQuantity,
      })),
    );
    await tx.execute(
      movementsInsert(
        sql`select product_id, variant_id, stock as delta, stock as stock_after
            from jsonb_to_recordset(${batch}::jsonb) as r(product_id text, variant_id text, stock int)`,
        { reason, actor },
      ),
    );
  }
}
