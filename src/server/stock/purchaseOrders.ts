/**
 * Purchase orders: a draft to one supplier (by hand, or one per supplier from the Low stock list,
 * priced at each tool's cost), changed while it is a draft, sent by email once every line has its
 * cost, received in parts (each receipt `received` movements through the ledger, never beyond what
 * was ordered, once per `Idempotency-Key`), or cancelled while nothing has arrived. A change, a
 * sending or a receipt locks its purchase order's row, so they are taken one by one.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents, toDollars } from '../../shared/money';
import { purchaseOrderReference, variantName } from '../../shared/stockLedger';
import type {
  PurchaseOrder,
  purchaseOrderCreateSchema,
  purchaseOrderEditSchema,
  purchaseOrderReceiptSchema,
} from '../../shared/stockSchemas';
import type { PurchaseOrderState } from '../../shared/stockLedger';
import { stockErrors } from '../../shared/strings/stockMessages';
import { queryRows, type Database, type Transaction } from '../db/database';
import {
  products,
  purchaseOrders,
  suppliers,
  productVariants,
  type PurchaseOrderRow,
  type StoredPurchaseLine,
  type SupplierRow,
} from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { queuePurchaseOrderEmail } from '../mail/outbox';
import { moveStock, type StockActor } from './ledger';
import { lowStock } from './stockItems';
import { supplierOut } from './suppliers';

const conflict = (message: string) => new HttpError(409, { message });

export function purchaseOrderOut(row: PurchaseOrderRow, supplier: SupplierRow): PurchaseOrder {
  return {
    _id: row.id,
    number: row.number,
    reference: purchaseOrderReference(row.number),
    state: row.state,
    supplier: supplierOut(supplier),
    currency: row.currency,
    lines: row.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      quantity: line.quantity,
      received: line.received,
      unitCost: line.unitCostCents === null ? null : toDollars(line.unitCostCents),
    })),
    total: toDollars(row.lines.reduce((sum, line) => sum + (line.unitCostCents ?? 0) * line.quantity, 0)),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const withSupplier = (db: Database | Transaction) =>
  db
    .select({ order: purchaseOrders, supplier: suppliers })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId));

export async function listPurchaseOrders(db: Database, state?: PurchaseOrderState): Promise<PurchaseOrder[]> {
  const rows = await withSupplier(db)
    .where(state ? eq(purchaseOrders.state, state) : undefined)
    .orderBy(desc(purchaseOrders.number))
    .limit(500);
  return rows.map((row) => purchaseOrderOut(row.order, row.supplier));
}

export async function findPurchaseOrder(
  db: Database | Transaction,
  id: string,
): Promise<PurchaseOrder | null> {
  const [row] = await withSupplier(db).where(eq(purchaseOrders.id, id));
  return row ? purchaseOrderOut(row.order, row.supplier) : null;
}

export async function getPurchaseOrder(db: Database | Transaction, id: string): Promise<PurchaseOrder> {
  const found = await findPurchaseOrder(db, id);
  if (!found) throw notFound();
  return found;
}

/** The catalogue's live variants among `ids`, by id, with their products and staff's names for them. */
async function liveVariants(
  db: Database | Transaction,
  ids: string[],
): Promise<Map<string, { productId: string; name: string }>> {
  const rows = ids.length
    ? await db
        .select({
          id: productVariants.id,
          productId: products.id,
          name: products.name,
          title: productVariants.title,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            inArray(productVariants.id, ids),
            isNull(productVariants.archivedAt),
            isNull(products.archivedAt),
          ),
        )
    : [];
  return new Map(
    rows.map((row) => [row.id, { productId: row.productId, name: variantName(row.name, row.title) }]),
  );
}

/** A line as a draft is given it: its unit cost in dollars, or null while nobody knows it. */
interface DraftLine {
  variantId: string;
  quantity: number;
  unitCost: number | null;
}

/** `lines` as stored, each named from the catalogue; a variant no longer on sale is 400 naming its line. */
async function storedLines(db: Database | Transaction, lines: DraftLine[]): Promise<StoredPurchaseLine[]> {
  const variants = await liveVariants(
    db,
    lines.map((line) => line.variantId),
  );
  const unknown = lines.findIndex((line) => !variants.has(line.variantId));
  if (unknown >= 0) throw badRequest(stockErrors.unknownVariant, `lines.${unknown}.variantId`);
  return lines.map((line) => ({
    productId: variants.get(line.variantId)!.productId,
    variantId: line.variantId,
    name: variants.get(line.variantId)!.name,
    quantity: line.quantity,
    received: 0,
    unitCostCents: line.unitCost === null ? null : toCents(line.unitCost),
  }));
}

async function insertDraft(
  db: Database,
  input: { supplierId: string; lines: DraftLine[]; note?: string },
): Promise<PurchaseOrder> {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw badRequest(stockErrors.unknownSupplier, 'supplierId');
  const lines = await storedLines(db, input.lines);
  const [created] = await db
    .insert(purchaseOrders)
    .values({ supplierId: supplier.id, lines, note: input.note })
    .returning();
  return purchaseOrderOut(created!, supplier);
}

export const createPurchaseOrder = (
  db: Database,
  input: z.output<typeof purchaseOrderCreateSchema>,
): Promise<PurchaseOrder> => insertDraft(db, input);

/** The unit cost each variant last arrived at (the newest purchase order that received some of it). */
async function lastReceivedCosts(db: Database, variantIds: string[]): Promise<Map<string, number>> {
  if (!variantIds.length) return new Map();
  const costs = await queryRows<{ variantId: string; unitCostCents: number }>(
    db,
    sql`
    select distinct on (line ->> 'variantId') line ->> 'variantId' as "variantId",
           (line ->> 'unitCostCents')::int as "unitCostCents"
    from ${purchaseOrders}, jsonb_array_elements(${purchaseOrders.lines}) line
    where line ->> 'variantId' in (${sql.join(
      variantIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and (line ->> 'received')::int > 0
      and jsonb_typeof(line -> 'unitCostCents') = 'number'
    order by line ->> 'variantId', ${purchaseOrders.number} desc`,
  );
  return new Map(costs.map((row) => [row.variantId, row.unitCostCents]));
}

/**
 * One draft per supplier for every low variant that has one, each line the suggested quantity at
 * the variant's cost price, else the cost it last arrived at, else none: the draft's page asks for
 * it before it can be sent. Variants without a supplier are left for staff to order.
 */
export async function purchaseOrdersFromLowStock(db: Database, lowStockDefault: number) {
  const low = (await lowStock(db, lowStockDefault)).filter((item) => item.supplier !== null);
  const received = await lastReceivedCosts(
    db,
    low.map((item) => item.variantId),
  );
  const costOf = (item: (typeof low)[number]): number | null => {
    const cents = received.get(item.variantId);
    return item.costPrice ?? (cents === undefined ? null : toDollars(cents));
  };
  const bySupplier = new Map<string, typeof low>();
  for (const item of low)
    bySupplier.set(item.supplier!._id, [...(bySupplier.get(item.supplier!._id) ?? []), item]);
  const created: PurchaseOrder[] = [];
  for (const [supplierId, items] of bySupplier) {
    created.push(
      await insertDraft(db, {
        supplierId,
        lines: items.map((item) => ({
          variantId: item.variantId,
          quantity: item.suggestedQuantity,
          unitCost: costOf(item),
        })),
      }),
    );
  }
  return { created };
}

/** Locks the purchase order's row for the rest of the transaction. */
async function lockPurchaseOrder(tx: Transaction, id: string): Promise<PurchaseOrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A draft's lines and note as staff changed them; anything but a draft is 409. */
export async function editPurchaseOrder(
  db: Database,
  id: string,
  input: z.output<typeof purchaseOrderEditSchema>,
): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    if (row.state !== 'draft') throw conflict(stockErrors.notEditable);
    const lines = await storedLines(tx, input.lines);
    await tx
      .update(purchaseOrders)
      .set({ lines, ...(input.note !== undefined && { note: input.note }) })
      .where(eq(purchaseOrders.id, id));
    return getPurchaseOrder(tx, id);
  });
}

/**
 * A draft goes to its supplier by email (through the outbox, in the same transaction): `sent`. A
 * line without its unit cost is 409: the supplier would read $0.00.
 */
export async function sendPurchaseOrder(db: Database, id: string): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    if (row.state !== 'draft') throw conflict(stockErrors.notDraft);
    const unpriced = row.lines.filter((line) => line.unitCostCents === null);
    if (unpriced.length) throw conflict(stockErrors.unpriced(unpriced.map((line) => line.name)));
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, row.supplierId));
    if (!supplier?.email) throw conflict(stockErrors.supplierHasNoEmail);
    await tx
      .update(purchaseOrders)
      .set({ state: 'sent', sentAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await queuePurchaseOrderEmail(tx, id, supplier.email);
    return getPurchaseOrder(tx, id);
  });
}

export async function cancelPurchaseOrder(db: Database, id: string): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    if (row.state !== 'draft' && row.state !== 'sent') throw conflict(stockErrors.notCancellable);
    await tx
      .update(purchaseOrders)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    return getPurchaseOrder(tx, id);
  });
}

const sameLines = (
  a: { variantId: string; quantity: number }[],
  b: { variantId: string; quantity: number }[],
) =>
  a.length === b.length &&
  a.every((line) =>
    b.some((other) => other.variantId === line.variantId && other.quantity === line.quantity),
  );

/**
 * What arrived: `received` movements for each line, the lines' received counts, and the state
 * (`partly_received` until every unit is in). The same key again answers the order as it stands;
 * the same key with other lines is refused (422), as Stripe refuses a reused key.
 */
export async function receivePurchaseOrder(
  db: Database,
  id: string,
  input: z.output<typeof purchaseOrderReceiptSchema>,
  key: string | null,
  actor: StockActor,
  lowStockDefault: number,
): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    const earlier = key === null ? undefined : row.receipts.find((receipt) => receipt.key === key);
    if (earlier) {
      if (!sameLines(earlier.lines, input.lines)) {
        throw new HttpError(422, { message: stockErrors.receiptKeyReused });
      }
      return getPurchaseOrder(tx, id);
    }
    if (row.state !== 'sent' && row.state !== 'partly_received') throw conflict(stockErrors.notReceivable);
    const lines = row.lines.map((line) => ({ ...line }));
    for (const receipt of input.lines) {
      const line = lines.find((candidate) => candidate.variantId === receipt.variantId);
      if (!line) throw conflict(stockErrors.notOnOrder(receipt.variantId));
      const left = line.quantity - line.received;
      if (receipt.quantity > left) throw conflict(stockErrors.beyondOrdered(line.name, left));
      line.received += receipt.quantity;
    }
    const moved = await moveStock(
      tx,
      input.lines.map((line) => ({ variantId: line.variantId, delta: line.quantity })),
      { reason: 'received', ref: { type: 'purchase_order', id, number: row.number }, actor },
      lowStockDefault,
    );
    if (moved.outcome === 'missing') throw conflict(stockErrors.unknownVariant);
    if (moved.outcome === 'short') throw conflict(stockErrors.belowZero(moved.stock));
    const complete = lines.every((line) => line.received >= line.quantity);
    await tx
      .update(purchaseOrders)
      .set({
        lines,
        receipts: [...row.receipts, { key, at: new Date().toISOString(), lines: input.lines }],
        state: complete ? 'received' : 'partly_received',
        ...(complete && { receivedAt: new Date() }),
      })
      .where(eq(purchaseOrders.id, id));
    return getPurchaseOrder(tx, id);
  });
}
