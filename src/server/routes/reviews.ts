/**
 * `GET /review` (public; paged with `page`) · `POST /review`: the author and date come from the
 * server. Reviewers' emails are never served (DESIGN §9).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Page, Review } from '../../shared/entities';
import { reviewDate } from '../../shared/money';
import { pageOf, reviewOutSchema } from '../../shared/responseSchemas';
import { OWN_IMAGE_PATH, pageQuerySchema, reviewSchema } from '../../shared/schemas';
import { callerOf } from '../auth/guard';
import { reviews, users } from '../db/schema';
import { parseOr400 } from '../http/errors';
import { BEARER, errorResponses, PUBLIC } from '../http/openapi';
import { reviewOut } from '../serialize';
import type { RouteOptions } from './context';

const reviewsQuery = z.strictObject(pageQuerySchema.shape);

const nonBlank = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value.trim().slice(0, 100) : null;

/**
 * Reviews show on the public home page: only our own uploads may be their photo, so no review can
 * put a third party's tracking pixel there. Anything else leaves the review without a photo.
 */
const ownImage = (value: unknown): string | null =>
  typeof value === 'string' && OWN_IMAGE_PATH.test(value) ? value : null;

export const reviewRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, guards, writeLimit } = ctx;
  const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

  app.get(
    '/review',
    {
      schema: {
        summary: 'Reviews, newest first: every one, or one page with `page`',
        tags: ['reviews'],
        security: PUBLIC,
        querystring: reviewsQuery,
        response: {
          200: z.union([reviewOutSchema.array(), pageOf(reviewOutSchema)]),
          ...errorResponses,
        },
      },
    },
    async (request): Promise<Review[] | Page<Review>> => {
      const { page, pageSize } = parseOr400(reviewsQuery, request.query);
      if (page === undefined) {
        return (
          await db
            .select()
            .from(reviews)
            .orderBy(...newestFirst)
        ).map(reviewOut);
      }
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(reviews),
      ]);
      return { items: rows.map(reviewOut), total: total?.n ?? 0, page, pageSize };
    },
  );

  app.post(
    '/review',
    {
      onRequest: [guards.signedIn, writeLimit],
      schema: {
        summary: 'Write a review as oneself',
        tags: ['reviews'],
        security: BEARER,
        body: reviewSchema,
        response: { 201: reviewOutSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const input = parseOr400(reviewSchema, request.body);
      const [author] = await db.select().from(users).where(eq(users.email, caller.email));
      // The profile is the source of who wrote it; the body's name and photo only fill its gaps.
      const [created] = await db
        .insert(reviews)
        .values({
          email: caller.email,
          name: nonBlank(author?.name) ?? nonBlank(input.name) ?? caller.email.split('@')[0] ?? caller.email,
          img: ownImage(author?.image) ?? ownImage(input.img) ?? '',
          review: input.review,
          rating: input.rating,
          date: reviewDate(),
        })
        .returning();
      return reply.status(201).send(reviewOut(created!));
    },
  );
};
