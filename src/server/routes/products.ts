/**
 * `GET /` · `POST /` · `PATCH /{id}` · `DELETE /{id}`: the catalogue (spec §7, DESIGN §3a). `GET /`
 * serves cached bytes, revalidated against the catalogue's version on every request.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DeleteResult, ProductEventType } from '../../shared/entities';
import { deleteResultSchema, productOutSchema } from '../../shared/responseSchemas';
import { productCreateSchema, productPatchSchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings';
import { CatalogueCache } from '../catalogue/catalogueCache';
import { createProduct, removeProduct, updateProduct } from '../catalogue/productWrites';
import { preferredEncoding } from '../http/contentEncoding';
import { HttpError, idOr404, notFound, parseOr400 } from '../http/errors';
import type { ProductRow } from '../db/schema';
import { BEARER, errorResponses, idParams, PUBLIC } from '../http/openapi';
import { productOut } from '../serialize';
import type { RouteOptions } from './context';

const catalogueSchema = {
  summary: 'The catalogue (ETag; 304 on If-None-Match)',
  tags: ['catalogue'],
  security: PUBLIC,
  response: { 200: productOutSchema.array(), 304: z.null().describe('Not modified'), ...errorResponses },
};
const addSchema = {
  summary: 'Add a product (admin)',
  tags: ['catalogue'],
  security: BEARER,
  body: productCreateSchema,
  response: { 201: productOutSchema, ...errorResponses },
};
const editSchema = {
  summary: 'Edit or restock a product (admin); a stale If-Match answers 412 with the product as it is',
  tags: ['catalogue'],
  security: BEARER,
  params: idParams,
  headers: z.object({ 'if-match': z.string().optional().describe('The version the edit was made on') }),
  body: productPatchSchema,
  response: { 200: productOutSchema, ...errorResponses },
};
const deleteProductSchema = {
  summary: 'Delete a product (admin); one with orders is archived',
  tags: ['catalogue'],
  security: BEARER,
  params: idParams,
  response: { 200: deleteResultSchema, ...errorResponses },
};

/**
 * The version an `If-Match` header asks for: null for none (or `*`), -1 for one that names no
 * version (which then never matches). Accepts `3`, `"3"` and `W/"3"`.
 */
function expectedVersion(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : -1;
}

export const productRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit, events } = ctx;
  const catalogue = new CatalogueCache(db);
  /** After the write committed; a lost announcement must not fail the write. */
  const announce = (type: ProductEventType, row: ProductRow) =>
    events.publish({ kind: 'product', type, product: productOut(row) }).catch((error: unknown) => {
      app.log.error({ err: error }, `could not announce product ${row.id} ${type}`);
    });

  // Compressed here, once per catalogue version, rather than by the global hook on every request.
  app.get('/', { compress: false, schema: catalogueSchema }, async (request, reply) => {
    const snapshot = await catalogue.current();
    reply.header('ETag', snapshot.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(snapshot.json);
    return reply.header('Content-Encoding', encoding).send(await snapshot.encoded(encoding));
  });

  app.post('/', { onRequest: [guards.admin, writeLimit], schema: addSchema }, async (request, reply) => {
    const input = parseOr400(productCreateSchema, request.body);
    const created = await createProduct(db, input);
    await announce('created', created);
    return reply.status(201).send(productOut(created));
  });

  app.patch<{ Params: { id: string } }>(
    '/:id',
    { onRequest: [guards.admin, writeLimit], schema: editSchema },
    async (request) => {
      const id = idOr404(request.params.id);
      const fields = parseOr400(productPatchSchema, request.body);
      const result = await updateProduct(db, id, fields, expectedVersion(request.headers['if-match']));
      if (result.outcome === 'missing') throw notFound();
      if (result.outcome === 'stale')
        throw new HttpError(412, { message: apiErrors.staleProduct, product: productOut(result.current) });
      await announce('updated', result.product);
      return productOut(result.product);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id',
    { onRequest: [guards.admin, writeLimit], schema: deleteProductSchema },
    async (request) => {
      const removed = await removeProduct(db, idOr404(request.params.id));
      if (!removed) throw notFound();
      await announce('deleted', removed);
      return { deletedCount: 1 } satisfies DeleteResult;
    },
  );
};
