/** `listReviews` (public; paged with `page`, one product's with `productId`) · `addReview` (as oneself). */
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../http/endpointRoute';
import { addReview, listReviews } from '../reviews/reviews';
import type { RouteOptions } from '../http/routeContext';

export const reviewRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = endpointRouter(app, ctx);
  route('listReviews', async ({ query }) => listReviews(db, query));
  route('addReview', async ({ body, caller }) => {
    // The guard has just found the account usable: an identity service that stops answering now
    // costs the review its account name, not the review itself.
    const account = await ctx.identity.account(caller.uid).catch(() => null);
    return addReview(db, caller, account?.displayName ?? null, body);
  });
};
