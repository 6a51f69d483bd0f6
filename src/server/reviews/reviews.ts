/**
 * Reviews: the public list, newest first, and writing one as oneself. The author's name comes from
 * their profile, else their account, never from what the request says (anyone could post as
 * "Toolshop Admin"); reviewers' emails are never served (docs/deviations.md).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Page, Review } from '../../shared/entities';
import { reviewDate } from '../../shared/money';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { OWN_IMAGE_PATH } from '../../shared/schemas';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { reviews, users } from '../db/schema';
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

/** Every review, or with `page` one page of them and how many there are. */
export async function listReviews(
  db: Database,
  { page, pageSize = DEFAULT_PAGE_SIZE }: { page?: number; pageSize?: number },
): Promise<Review[] | Page<Review>> {
  const rows = db
    .select()
    .from(reviews)
    .orderBy(...newestFirst);
  if (page === undefined) return (await rows).map(reviewOut);
  const [items, [total]] = await Promise.all([
    rows.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reviews),
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
  input: { review: string; rating: number; img?: unknown },
): Promise<Review> {
  const [author] = await db.select().from(users).where(eq(users.email, caller.email));
  const [created] = await db
    .insert(reviews)
    .values({
      email: caller.email,
      name: nonBlank(author?.name) ?? nonBlank(accountName) ?? caller.email.split('@')[0]!,
      img: ownImage(author?.image) ?? ownImage(input.img) ?? '',
      review: input.review,
      rating: input.rating,
      date: reviewDate(),
    })
    .returning();
  return reviewOut(created!);
}
