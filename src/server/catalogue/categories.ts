/**
 * The catalogue's categories (docs/search.md): a small tree, at most three levels deep, read whole.
 * Writes take the table's lock for their transaction, so two staff moving categories at once can
 * never make a fourth level or a loop between them.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_CATEGORY_DEPTH,
  slugOf,
  type Category,
  type CategoryCreate,
  type CategoryPatch,
} from '../../shared/catalogueSchemas';
import { catalogueErrors as m } from '../../shared/strings/catalogueMessages';
import { rateBasisPoints, rateOfBasisPoints } from '../../shared/tax/regimes';
import type { Database, Transaction } from '../db/database';
import { categories, products, type CategoryRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { categoryChanged, forgetCategory } from './catalogueWriter';

/** Every category, parents before children, siblings by rank then name. */
async function allCategories(db: Database | Transaction): Promise<CategoryRow[]> {
  const rows = await db.select().from(categories);
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const ordered: CategoryRow[] = [];
  const visit = (parentId: string | null) => {
    const children = (byParent.get(parentId) ?? []).sort(
      (a, b) => a.rank - b.rank || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    for (const child of children) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered;
}

/** The ids of `id` and every category under it. */
export function subtreeOf(rows: readonly CategoryRow[], id: string): Set<string> {
  const ids = new Set([id]);
  // Parents come before children in `rows` (allCategories), so one pass reaches every level.
  for (const row of rows) if (row.parentId !== null && ids.has(row.parentId)) ids.add(row.id);
  return ids;
}

/** How deep a category sits: 1 at the top. */
function depthOf(rows: readonly CategoryRow[], id: string): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let depth = 0;
  for (let at = byId.get(id); at && depth <= MAX_CATEGORY_DEPTH; at = byId.get(at.parentId ?? '')) depth++;
  return depth;
}

/** How many levels a category and its subcategories span: 1 for one without children. */
function heightOf(rows: readonly CategoryRow[], id: string): number {
  const children = rows.filter((row) => row.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child.id)));
}

/** Products for sale in each category, those of its subcategories counted in. */
async function productCounts(
  db: Database | Transaction,
  rows: readonly CategoryRow[],
): Promise<Map<string, number>> {
  const direct = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(products.categoryId);
  const totals = new Map<string, number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { categoryId, n } of direct) {
    for (let at = byId.get(categoryId ?? ''); at; at = byId.get(at.parentId ?? '')) {
      totals.set(at.id, (totals.get(at.id) ?? 0) + n);
    }
  }
  return totals;
}

const categoryOut = (row: CategoryRow, productCount: number): Category => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  parentId: row.parentId,
  rank: row.rank,
  taxRate: row.taxRateBp === null ? null : rateOfBasisPoints(row.taxRateBp),
  productCount,
});

/** A rate as the table keeps it: basis points, null for none. */
const taxRateBpOf = (rate: number | null): number | null => (rate === null ? null : rateBasisPoints(rate));

/** `GET /category`: the flat list, parents before their children, with each one's product count. */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await allCategories(db);
  const counts = await productCounts(db, rows);
  return rows.map((row) => categoryOut(row, counts.get(row.id) ?? 0));
}

/** A product's category must exist: 400 naming `categoryId` otherwise. */
export async function checkProductCategory(
  db: Database | Transaction,
  categoryId: string | null | undefined,
) {
  if (categoryId === null || categoryId === undefined) return;
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!found) throw badRequest(m.unknownCategory, 'categoryId');
}

/** Serialises category writes (see the file's comment); reads go on meanwhile. */
const lockCategories = (tx: Transaction) =>
  tx.execute(sql`lock table ${categories} in share row exclusive mode`);

/** The parent a category may take: one that exists, is not inside it, and leaves it within three levels. */
function checkPlacement(rows: readonly CategoryRow[], parentId: string | null, movingId: string | null) {
  if (parentId === null) {
    if (movingId !== null && heightOf(rows, movingId) > MAX_CATEGORY_DEPTH)
      throw badRequest(m.tooDeep, 'parentId');
    return;
  }
  if (!rows.some((row) => row.id === parentId)) throw badRequest(m.unknownCategory, 'parentId');
  if (movingId !== null && subtreeOf(rows, movingId).has(parentId))
    throw badRequest(m.ownDescendant, 'parentId');
  const height = movingId === null ? 1 : heightOf(rows, movingId);
  if (depthOf(rows, parentId) + height > MAX_CATEGORY_DEPTH) throw badRequest(m.tooDeep, 'parentId');
}

function checkSlugFree(rows: readonly CategoryRow[], slug: string, ownId: string | null) {
  if (rows.some((row) => row.slug === slug && row.id !== ownId)) throw conflict(m.slugTaken(slug));
}

export async function addCategory(db: Database, input: CategoryCreate): Promise<Category> {
  return db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await allCategories(tx);
    const parentId = input.parentId ?? null;
    checkPlacement(rows, parentId, null);
    const slug = input.slug ?? slugOf(input.name);
    if (slug === '') throw badRequest(m.slugInvalid, 'slug');
    checkSlugFree(rows, slug, null);
    const rank =
      input.rank ??
      1 + Math.max(-1, ...rows.filter((row) => row.parentId === parentId).map((row) => row.rank));
    const [created] = await tx
      .insert(categories)
      .values({ name: input.name, slug, parentId, rank, taxRateBp: taxRateBpOf(input.taxRate ?? null) })
      .returning();
    return categoryOut(created!, 0);
  });
}

export async function editCategory(db: Database, id: string, input: CategoryPatch): Promise<Category> {
  return db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await allCategories(tx);
    if (!rows.some((row) => row.id === id)) throw notFound();
    if (input.parentId !== undefined) checkPlacement(rows, input.parentId, id);
    if (input.slug !== undefined) checkSlugFree(rows, input.slug, id);
    const { taxRate, ...placed } = input;
    const [updated] = await tx
      .update(categories)
      .set({ ...placed, ...(taxRate !== undefined && { taxRateBp: taxRateBpOf(taxRate) }) })
      .where(eq(categories.id, id))
      .returning();
    // Product pages show a category's name and place; its rate is read only as a sale is made, so
    // a rate alone leaves the cached catalogue as it is.
    if (Object.values(placed).some((value) => value !== undefined)) await categoryChanged(tx);
    const counts = await productCounts(tx, await allCategories(tx));
    return categoryOut(updated!, counts.get(id) ?? 0);
  });
}

/**
 * Deletes a category nothing uses: one with products for sale or subcategories is 409 saying how
 * many. Archived products filed under it forget it (their orders keep what they sold).
 */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const rows = await allCategories(tx);
    if (!rows.some((row) => row.id === id)) throw notFound();
    const children = rows.filter((row) => row.parentId === id).length;
    if (children > 0) throw conflict(m.categoryHasChildren(children));
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, id), isNull(products.archivedAt)));
    if ((used?.n ?? 0) > 0) throw conflict(m.categoryInUse(used!.n));
    await forgetCategory(tx, id);
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
