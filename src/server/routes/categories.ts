/** `GET|POST /category`, `PATCH|DELETE /category/{id}` and `GET /search` (docs/search.md). */
import type { FastifyPluginAsync } from 'fastify';
import { addCategory, deleteCategory, editCategory, listCategories } from '../catalogue/categories';
import { searchProducts } from '../catalogue/search';
import { endpointRouter } from '../http/endpointRoute';
import { idOr404 } from '../http/errors';
import type { RouteOptions } from '../http/routeContext';
import { checkTaxRate } from '../tax/productTaxFields';

export const categoryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = endpointRouter(app, ctx);

  route('listCategories', async () => listCategories(db));
  route('addCategory', async ({ body }) => {
    checkTaxRate(ctx.config.tax, body.taxRate);
    return addCategory(db, body);
  });
  route('editCategory', async ({ params, body }) => {
    checkTaxRate(ctx.config.tax, body.taxRate);
    return editCategory(db, idOr404(params.id), body);
  });
  route('deleteCategory', async ({ params }) => {
    await deleteCategory(db, idOr404(params.id));
    return { deletedCount: 1 };
  });
  route('searchProducts', async ({ query }) => searchProducts(db, query));
};
