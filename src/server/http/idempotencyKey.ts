/**
 * The `Idempotency-Key` of a write made once per key (a refund, a purchase order's receipt): the
 * same key sent again answers what the first made (docs/contract.md).
 */
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { badRequest } from './errors';

/** The key the request was sent with, null without one; a malformed one is 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const sent = request.headers['idempotency-key'];
  if (sent === undefined) return null;
  const key = idempotencyKeySchema.safeParse(sent);
  if (!key.success) throw badRequest(apiErrors.badIdempotencyKey, 'idempotency-key');
  return key.data;
}
