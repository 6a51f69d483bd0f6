/**
 * `GET /` · `POST /` · `PATCH /{id}` · `DELETE /{id}`: the catalogue; `GET /product/{id}`: one
 * product for its page; `GET /product?ids=`: a cart's few products. `GET /` serves cached bytes, revalidated against the catalogue's version on
 * every request.
 */
import { checkProductTax } from '../tax/productTaxFields';
import type { FastifyPluginAsync } from 'fastify';
import type { ProductEventType } from '../../shared/entities';
import { apiErrors } from '../../shared/strings/apiMessages';
import { productPage } from '../catalogue/productPage';
import { productsByIds } from '../catalogue/productsByIds';
import { createProduct, removeProduct, updateProduct } from '../catalogue/productWrites';
import { preferredEncoding } from '../http/contentEncoding';
import { endpointRouter } from '../http/endpointRoute';
import { HttpError, idOr404, notFound } from '../http/errors';
import type { ProductWithVariants } from '../catalogue/productWrites';
import { productOut } from '../serialize';
import type { RouteOptions } from '../http/routeContext';

/**
 * The version an `If-Match` header asks for: null for none, or `*` (any version would overwrite
 * someone's edit unseen); -1 for one that names no version (which then never matches). Accepts
 * `3`, `"3"` and `W/"3"`.
 */
function expectedVersion(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : -1;
}

export const productRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, events, catalogue } = ctx;
  const { lowStockDefault } = ctx.config.stock;
  const route = endpointRouter(app, ctx);
  /** After the write committed; a lost announcement must not fail the write. */
  const announce = (type: ProductEventType, { product, variants }: ProductWithVariants) =>
    events
      .publish({ kind: 'product', type, product: productOut(product, variants) })
      .catch((error: unknown) => {
        app.log.error({ err: error }, `could not announce product ${product.id} ${type}`);
      });

  // Compressed here, once per catalogue version, rather than by the global hook on every request.
  route(
    'listProducts',
    async ({ request, reply }) => {
      const snapshot = await catalogue.current();
      reply
        .header('ETag', snapshot.etag)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(snapshot.json);
      return reply.header('Content-Encoding', encoding).send(await snapshot.encoded(encoding));
    },
    { compress: false },
  );

  route('productPage', async ({ params }) => productPage(db, idOr404(params.id)));
  route('productsByIds', async ({ query }) => productsByIds(db, query.ids));

  route('addProduct', async ({ body, caller }) => {
    checkProductTax(ctx.config.tax, body, true);
    const created = await createProduct(db, body, { actor: caller, lowStockDefault });
    await announce('created', created);
    ctx.lowStock.announce(created.becameLow);
    return productOut(created.product, created.variants);
  });

  route('editProduct', async ({ params, body, request, caller }) => {
    const version = expectedVersion(request.headers['if-match']);
    if (version === null) throw new HttpError(428, { message: apiErrors.productVersionRequired });
    checkProductTax(ctx.config.tax, body, false);
    const result = await updateProduct(db, params.id, body, version, { actor: caller, lowStockDefault });
    if (result.outcome === 'missing') throw notFound();
    if (result.outcome === 'stale')
      throw new HttpError(412, {
        message: apiErrors.staleProduct,
        product: productOut(result.current, result.variants),
      });
    await announce('updated', result);
    ctx.lowStock.announce(result.becameLow);
    return productOut(result.product, result.variants);
  });

  route('deleteProduct', async ({ params, caller }) => {
    const removed = await removeProduct(db, params.id, { actor: caller, lowStockDefault });
    if (!removed) throw notFound();
    await announce('deleted', removed);
    return { deletedCount: 1 };
  });
};
