/**
 * What the counter's sale and return share: a refusal that names the field it is about, and the
 * digest that tells a replay of one `saleId` or `returnId` (the same request) from another body sent
 * under it (refused, 422).
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';

export const refused = (status: 400 | 404 | 409 | 422, path: string, message: string) =>
  new HttpError(status, { message, issues: [{ path, message }] });

/** A digest of what a request asks, its parts in a fixed order. */
export const fingerprintOf = (parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');
