/**
 * Reviews: the public list, newest first, and writing one as oneself. The author's name comes from
 * their profile, else their account, never from what the request says (anyone could post as
 * "Toolshop Admin"); reviewers' emails are never served (docs/deviations.md). A review of one
 * product is accepted only from a customer with a paid or shipped order of it, a unit of which was not
 * refunded, once per customer and product (a second replaces the first); the product's rating changes
 * in the same transaction.
 */
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Page, Review } from '../../shared/entities';
import { apiErrors } from '../../shared/strings/apiMessages';
import { reviewDate } from '../../shared/money';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { unitsLeft, variantOf } from '../../shared/orderUnits';
import { OWN_IMAGE_PATH } from '../../shared/schemas';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { recountRatings } from '../catalogue/catalogueWriter';
import { orders, products, reviews, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { reviewOut } from '../serialize';

const nonBlank = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim().slice(0, 100) : null;

/**
 * Reviews show on the public home page: only our own uploads may be their photo, so no review can
 * put a third party's tracking pixel there. Anything else leaves the review without a photo.
 */
const ownImage = (value: unknown): string | null =>
  typeof value === 'string' && OWN_IMAGE_PATH.test(value) ? value : null;

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** Every review (or one product's), or with `page` one page of them and how many there are. */
export async function listReviews(
  db: Database,
  { page, pageSize = DEFAULT_PAGE_SIZE, productId }: { page?: number; pageSize?: number; productId?: string },
): Promise<Review[] | Page<Review>> {
  const which = productId === undefined ? undefined : eq(reviews.productId, productId);
  const rows = db
    .select()
    .from(reviews)
    .where(which)
    .orderBy(...newestFirst);
  if (page === undefined) return (await rows).map(reviewOut);
  const [items, [total]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reviews).where(which),
  ]);
  return { items: items.map(reviewOut), total: total?.n ?? 0, page, pageSize };
}

/**
 * A review by the caller, under their profile's name, else their account's (`accountName`), else
 * their email's name part. The body's photo fills in only where the profile has none, and only with
 * one of our own uploads.
 */
export async function addReview(
  db: Database,
  caller: Caller,
  accountName: string | null,
  input: { review: string; rating: number; img?: unknown; productId?: string },
): Promise<Review> {
  const [author] = await db.select().from(users).where(eq(users.email, caller.email));
  const values = {
    // The author's account, as for orders: an email someone else later registers is not theirs.
    uid: caller.uid,
    email: caller.email,
    name: nonBlank(author?.name) ?? nonBlank(accountName) ?? caller.email.split('@')[0]!,
    img: ownImage(author?.image) ?? ownImage(input.img) ?? '',
    review: input.review,
    rating: input.rating,
    date: reviewDate(),
  };
  if (input.productId === undefined) {
    const [created] = await db.insert(reviews).values(values).returning();
    return reviewOut(created!);
  }
  const productId = input.productId;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)));
    if (!product) throw notFound();
    if (!(await boughtBy(tx, caller, productId))) {
      throw new HttpError(403, { message: apiErrors.reviewNeedsPurchase });
    }
    const [written] = await tx
      .insert(reviews)
      .values({ ...values, productId })
      .onConflictDoUpdate({
        target: [reviews.uid, reviews.productId],
        targetWhere: sql`${reviews.productId} is not null`,
        set: { ...values, createdAt: new Date() },
      })
      .returning();
    await recountRatings(tx, productId);
    return reviewOut(written!);
  });
}

/**
 * Whether the caller has a paid or shipped order with a unit of the product not refunded: a buyer who
 * gave every unit back has not kept the tool they would review.
 */
async function boughtBy(db: Database, caller: Caller, productId: string): Promise<boolean> {
  const bought = await db
    .select({ lines: orders.lines, refunds: orders.refunds })
    .from(orders)
    .where(
      and(
        or(eq(orders.uid, caller.uid), and(isNull(orders.uid), eq(orders.email, caller.email))),
        sql`${orders.state} in ('paid', 'shipped')`,
        sql`${orders.lines} @> ${JSON.stringify([{ productId }])}::jsonb`,
      ),
    );
  return bought.some((order) => {
    const left = unitsLeft(order);
    return order.lines.some((line) => line.productId === productId && (left.get(variantOf(line)) ?? 0) > 0);
  });
}

/** One product's newest `limit` reviews, newest first. */
export async function newestReviewsOf(db: Database, productId: string, limit: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(reviewOut);
}
