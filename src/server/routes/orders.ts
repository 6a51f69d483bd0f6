/**
 * The customer's order calls: `placeOrder`, `myOrders`, `orderDetail`, `cancelOrder` and
 * `payOrder`. The server sets price, total, owner and state; every state change goes through the
 * lifecycle (docs/orders.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings';
import { findBuyableProduct } from '../catalogue/productWrites';
import { endpointRouter } from '../http/endpointRoute';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { orderFor } from '../orders/access';
import { checkQuantity, MAX_ORDER_CENTS } from '../orders/orderRules';
import { customerOrders } from '../orders/orderList';
import { orderDetailOut, orderOut } from '../serialize';
import type { RouteOptions } from './context';

export const orderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, orders: lifecycle, payments } = ctx;
  const route = endpointRouter(app, ctx);

  route('placeOrder', async ({ body, caller }) => {
    const product = await findBuyableProduct(db, body.productId);
    if (!product) throw notFound();
    checkQuantity(product, body.quantity);
    if (product.priceCents * body.quantity > MAX_ORDER_CENTS) {
      throw badRequest(apiErrors.orderTooLarge, 'quantity');
    }
    const { company, city, postalCode, country, phone } = body;
    const created = await lifecycle.place(caller, {
      product,
      quantity: body.quantity,
      shipping: { company, city, postalCode, country, phone },
    });
    if (!created) {
      const now = await findBuyableProduct(db, product.id);
      if (!now) throw notFound();
      checkQuantity(now, body.quantity);
      throw conflict(apiErrors.outOfStock);
    }
    return orderOut(created);
  });

  route('myOrders', async ({ query, caller }) => {
    const owner = query.email.toLowerCase();
    if (owner !== caller.email && caller.role !== 'admin') throw forbidden();
    return (await customerOrders(db, owner)).map(orderOut);
  });

  route('orderDetail', async ({ params, caller }) => orderDetailOut(await orderFor(db, params.id, caller, true)));

  route('cancelOrder', async ({ params, caller }) => {
    await lifecycle.cancelUnpaid(await orderFor(db, params.id, caller, true));
    return { deletedCount: 1 };
  });

  route('payOrder', async ({ params, body, caller }) => {
    const order = await orderFor(db, params.id, caller, false);
    return orderOut(await payments.recordPayment(order, body.tnxId));
  });
};
