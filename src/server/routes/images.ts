/**
 * `POST /images` (multipart field `image`, the image-host shape `{ data: { url } }`; within the
 * uploader's write limit and image quota) and
 * `GET /images/{id}` (public, immutable bytes).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, type ImageMime } from '../../shared/images';
import { apiErrors } from '../../shared/strings/apiMessages';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/errors';
import { endpointRouter } from '../http/endpointRoute';
import { ImageCache } from '../images/imageCache';
import { imageUrl, loadImage, saveImage, storedBytesOf, storedImageId } from '../images/imageStore';
import { detectImageType } from '../images/imageType';
import type { RouteOptions } from '../http/routeContext';

/** Memory for recently served images per API instance (see tests/bench/RESULTS.md). */
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** The upload's bytes, or a 4xx: no part named `image` (400), too big (413), unreadable (400). */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(apiErrors.imageMissing, 'image');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw badRequest(apiErrors.imageMissing, 'image');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, { message: apiErrors.tooLarge });
    // A malformed multipart body (no boundary, cut short...) is the client's fault.
    throw badRequest(apiErrors.imageMissing, 'image');
  }
}

/** Stores an upload within the uploader's quota (429 past it); a stored picture costs nothing more. */
async function storeUpload(
  db: Database,
  caller: Caller,
  bytes: Buffer,
  mime: ImageMime,
  quotaBytes: number,
): Promise<string> {
  const known = await storedImageId(db, bytes);
  if (known) return known;
  // Admins publish the catalogue's pictures: their uploads are bounded by the write limit only.
  if (
    (await caller.role()) !== 'admin' &&
    (await storedBytesOf(db, caller.uid)) + bytes.length > quotaBytes
  ) {
    throw new HttpError(429, { message: apiErrors.imageQuota });
  }
  return saveImage(db, bytes, mime, caller.uid);
}

export const imageRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { config, db } = ctx;
  const route = endpointRouter(app, ctx);
  const cache = new ImageCache(IMAGE_CACHE_BYTES);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 20 } });

  route('uploadImage', async ({ caller, request }) => {
    const bytes = await readImagePart(request);
    const mime = detectImageType(bytes);
    if (!mime) throw badRequest(apiErrors.imageType, 'image');
    const id = await storeUpload(db, caller, bytes, mime, config.limits.imageQuotaBytes);
    return { data: { url: imageUrl(id) } };
  });

  route('image', async ({ params: { id }, request, reply }) => {
    let image = cache.get(id);
    if (!image) {
      const stored = await loadImage(db, id);
      if (!stored) throw notFound();
      cache.set(id, stored);
      image = stored;
    }
    const etag = `"${image.sha256}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // Public catalogue pictures: the desktop app's own origin may show them too.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('Content-Type', image.mime).send(image.bytes);
  });
};
