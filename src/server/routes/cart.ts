/** `getCart` · `setCartItem` · `removeCartItem` · `clearCart`: each answers the cart as it now is. */
import type { FastifyPluginAsync } from 'fastify';
import { clearCart, readCart, removeCartItem, setCartQuantity } from '../cart/cart';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';

export const cartRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = endpointRouter(app, ctx);

  route('getCart', async ({ caller }) => readCart(db, caller.uid));

  route('setCartItem', async ({ params, body, caller }) => {
    await setCartQuantity(db, caller.uid, params.productId, body);
    return readCart(db, caller.uid);
  });

  route('removeCartItem', async ({ params, query, caller }) => {
    await removeCartItem(db, caller.uid, params.productId, query.variantId);
    return readCart(db, caller.uid);
  });

  route('clearCart', async ({ caller }) => {
    await clearCart(db, caller.uid);
    return readCart(db, caller.uid);
  });
};
