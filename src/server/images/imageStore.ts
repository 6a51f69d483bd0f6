/**
 * Images live in the database (API instances are stateless), keyed by a random id and
 * deduplicated by their SHA-256.
 */
import { createHash } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { API_PREFIX } from '../../shared/api';
import { fillPath } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';
import type { Database } from '../db/database';
import { images } from '../db/schema';
import type { ImageMime } from '../../shared/images';

export const imageUrl = (id: string): string => `${API_PREFIX}${fillPath(endpoints.image.path, { id })}`;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The id under which these exact bytes are stored already, or null. */
export async function storedImageId(db: Database, bytes: Buffer): Promise<string | null> {
  const [stored] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.sha256, sha256Of(bytes)));
  return stored?.id ?? null;
}

/**
 * Stores the bytes (once per distinct content) and answers their id. `uploadedBy` is the uploader's
 * uid, whose quota the image counts against; null for the seed's pictures.
 */
export async function saveImage(
  db: Database,
  bytes: Buffer,
  mime: ImageMime,
  uploadedBy: string | null = null,
): Promise<string> {
  const sha256 = sha256Of(bytes);
  await db
    .insert(images)
    .values({ sha256, mime, bytes, size: bytes.length, uploadedBy })
    .onConflictDoNothing({ target: images.sha256 });
  const [stored] = await db.select({ id: images.id }).from(images).where(eq(images.sha256, sha256));
  if (!stored) throw new Error(`image ${sha256} vanished right after it was stored`);
  return stored.id;
}

export async function loadImage(
  db: Database,
  id: string,
): Promise<{ bytes: Buffer; mime: string; sha256: string } | null> {
  const [row] = await db
    .select({ bytes: images.bytes, mime: images.mime, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, id));
  return row ?? null;
}

/** Bytes stored for the images this uid uploaded (until the sweep removes the unused ones). */
export async function storedBytesOf(db: Database, uid: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(images.size) })
    .from(images)
    .where(eq(images.uploadedBy, uid));
  return Number(row?.total ?? 0);
}
