/** `GET /review` (public) · `POST /review`: the author and date come from the server. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { reviewDate } from '../../shared/money';
import { imageRef, reviewSchema } from '../../shared/schemas';
import { callerOf } from '../auth/guard';
import { reviews, users } from '../db/schema';
import { parseOr400 } from '../http/errors';
import { reviewOut } from '../serialize';
import type { RouteOptions } from './context';

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;

export const reviewRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards } = ctx;

  app.get('/review', async () => {
    const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(reviewOut);
  });

  app.post('/review', { onRequest: guards.signedIn }, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseOr400(reviewSchema, request.body);
    const [author] = await db.select().from(users).where(eq(users.email, caller.email));
    // The profile is the source of who wrote it; the body's name and photo only fill its gaps.
    const bodyImg = imageRef.safeParse(input.img);
    const [created] = await db
      .insert(reviews)
      .values({
        email: caller.email,
        name: nonBlank(author?.name) ?? nonBlank(input.name) ?? caller.email.split('@')[0] ?? caller.email,
        img: nonBlank(author?.image) ?? (bodyImg.success ? bodyImg.data : ''),
        review: input.review,
        rating: input.rating,
        date: reviewDate(),
      })
      .returning();
    return reply.status(201).send(reviewOut(created!));
  });
};
