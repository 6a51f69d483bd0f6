/**
 * Removes uploads nothing refers to (no product's img, user's image or review's img) once they are
 * older than a grace period: long enough for an upload to be followed by the form that uses it.
 * Safe with several API instances: each deletes what is unused at that moment.
 */
import { and, lt, notExists, sql } from 'drizzle-orm';
import { API_PREFIX } from '../../shared/api';
import type { Database } from '../db/database';
import { images, products, reviews, users } from '../db/schema';

const IMAGE_PATH_PREFIX = `${API_PREFIX}/images/`;
/** How often a running server sweeps. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the unused images older than `graceMs`; answers how many went. */
export async function sweepUnusedImages(db: Database, graceMs: number): Promise<number> {
  const path = sql`${IMAGE_PATH_PREFIX} || ${images.id}`;
  const refersTo = (column: typeof products.img | typeof users.image | typeof reviews.img) =>
    db
      .select({ one: sql`1` })
      .from(column.table)
      .where(sql`${column} = ${path}`);
  const deleted = await db
    .delete(images)
    .where(
      and(
        lt(images.createdAt, new Date(Date.now() - graceMs)),
        notExists(refersTo(products.img)),
        notExists(refersTo(users.image)),
        notExists(refersTo(reviews.img)),
      ),
    )
    .returning({ id: images.id });
  return deleted.length;
}

/** Sweeps now and then every hour until the returned function is called. */
export function startImageSweep(
  db: Database,
  graceMs: number,
  onError: (error: unknown) => void,
): () => void {
  const sweep = () => void sweepUnusedImages(db, graceMs).catch(onError);
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
