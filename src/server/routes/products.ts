/** `GET /` · `POST /` · `DELETE /{id}`: the catalogue (spec §7). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DeleteResult } from '../../shared/entities';
import { toCents } from '../../shared/money';
import { productCreateSchema } from '../../shared/schemas';
import { messages } from '../../shared/strings';
import { products } from '../db/schema';
import { badRequest, idOr404, notFound, parseOr400 } from '../http/errors';
import { productOut } from '../serialize';
import type { RouteOptions } from './context';

export const productRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit } = ctx;

  app.get('/', async () => {
    const rows = await db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
    return rows.map(productOut);
  });

  app.post('/', { onRequest: [guards.admin, writeLimit] }, async (request, reply) => {
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
    { onRequest: [guards.admin, writeLimit] },
    async (request) => {
      const id = idOr404(request.params.id);
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (deleted.length === 0) throw notFound();
      return { deletedCount: deleted.length } satisfies DeleteResult;
    },
  );
};
