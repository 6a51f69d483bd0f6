/** `GET /` · `POST /` · `DELETE /{id}`: the catalogue (spec §7). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DeleteResult } from '../../shared/entities';
import { toCents } from '../../shared/money';
import { deleteResultSchema, productOutSchema } from '../../shared/responseSchemas';
import { productCreateSchema } from '../../shared/schemas';
import { messages } from '../../shared/strings';
import { products } from '../db/schema';
import { badRequest, idOr404, notFound, parseOr400 } from '../http/errors';
import { BEARER, errorResponses, idParams, PUBLIC } from '../http/openapi';
import { productOut } from '../serialize';
import type { RouteOptions } from './context';

const catalogueSchema = {
  summary: 'The catalogue',
  tags: ['catalogue'],
  security: PUBLIC,
  response: { 200: productOutSchema.array(), ...errorResponses },
};
const addSchema = {
  summary: 'Add a product (admin)',
  tags: ['catalogue'],
  security: BEARER,
  body: productCreateSchema,
  response: { 201: productOutSchema, ...errorResponses },
};
const deleteProductSchema = {
  summary: 'Delete a product (admin)',
  tags: ['catalogue'],
  security: BEARER,
  params: idParams,
  response: { 200: deleteResultSchema, ...errorResponses },
};

export const productRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit } = ctx;

  app.get('/', { schema: catalogueSchema }, async () => {
    const rows = await db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
    return rows.map(productOut);
  });

  app.post('/', { onRequest: [guards.admin, writeLimit], schema: addSchema }, async (request, reply) => {
    const input = parseOr400(productCreateSchema, request.body);
    const priceCents = toCents(input.price);
    if (priceCents < 1) throw badRequest(messages.pricePositive, 'price');
    const [created] = await db
      .insert(products)
      .values({
        name: input.name,
        description: input.description,
        img: input.img,
        minimumOrder: input.minimumOrder,
        availableQuantity: input.availableQuentity,
        priceCents,
      })
      .returning();
    return reply.status(201).send(productOut(created!));
  });

  app.delete<{ Params: { id: string } }>(
    '/:id',
    { onRequest: [guards.admin, writeLimit], schema: deleteProductSchema },
    async (request) => {
      const id = idOr404(request.params.id);
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (deleted.length === 0) throw notFound();
      return { deletedCount: deleted.length } satisfies DeleteResult;
    },
  );
};
