/**
 * The customer's order calls: `placeOrder`, `myOrders`, `orderDetail`, `cancelOrder`, `payOrder`
 * and `requestReturn`. The server sets price, total, owner and state; every state change goes through the
 * lifecycle (docs/orders.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiErrors } from '../../shared/strings/apiMessages';
import { endpointRouter } from '../http/endpointRoute';
import { toDollars } from '../../shared/money';
import { zoneFor } from '../../shared/shipping';
import { codErrors } from '../../shared/strings/codMessages';
import { badRequest, conflict, forbidden } from '../http/errors';
import { orderFor } from '../orders/access';
import { orderDetailOf } from '../orders/orderDetail';
import { orderRefusal } from '../orders/orderRules';
import { customerOrders } from '../orders/orderList';
import { customerOrderOut, orderOut } from '../serialize';
import type { RouteOptions } from '../http/routeContext';
import { formatMoney } from '../../shared/currency';
import { checkTaxedSale } from '../tax/taxedSale';
import { taxTermsOf } from '../tax/orderTax';

export const orderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { lifecycle, payments, returns, unpaidOrders } = ctx.orders;
  const { maxOpenOrders, returnDays } = ctx.config.orders;
  const { cod } = ctx.config;
  const route = endpointRouter(app, ctx);

  route('placeOrder', async ({ body, caller }) => {
    if (body.paymentMethod === 'cod' && !cod.enabled)
      throw badRequest(codErrors.switchedOff, 'paymentMethod');
    const zone = zoneFor(ctx.config.shippingZones, body.shipping);
    const buyer = checkTaxedSale(ctx.config.tax, body.shipping, body.buyer);
    const tax = taxTermsOf(ctx.config.tax, body.shipping);
    const placed = await lifecycle.place(caller, {
      ...body,
      buyer,
      zone,
      tax,
      currency: ctx.config.currency,
    });
    if (placed.outcome === 'too-many-open') throw conflict(apiErrors.tooManyOpenOrders(maxOpenOrders));
    if (placed.outcome === 'too-many-cod') throw conflict(codErrors.tooManyOpen(cod.maxOpen));
    if (placed.outcome === 'cod-too-large') {
      throw badRequest(
        codErrors.overLimit(
          formatMoney(toDollars(cod.maxTotalCents), ctx.config.currency),
          formatMoney(toDollars(placed.totalCents), ctx.config.currency),
        ),
        'paymentMethod',
      );
    }
    if (placed.outcome === 'too-many-held') throw conflict(apiErrors.tooManyHeld(placed.most, placed.name));
    if (placed.outcome === 'refused') {
      throw orderRefusal(
        body.lines,
        placed.found,
        placed.totalCents,
        body.singleProduct,
        body.paymentMethod,
        placed.unchosen,
      );
    }
    return customerOrderOut(orderOut(placed.order));
  });

  route('myOrders', async ({ query, caller }) => {
    const email = query.email.toLowerCase();
    if (email === caller.email)
      return (await customerOrders(db, caller)).map((order) => customerOrderOut(orderOut(order)));
    if ((await caller.role()) !== 'admin') throw forbidden();
    return (await customerOrders(db, { email })).map(orderOut);
  });

  route('orderDetail', async ({ params, caller }) => {
    const order = await orderFor(db, params.id, caller, true);
    const staff = (await caller.role()) === 'admin';
    return orderDetailOf(db, order, returnDays, staff);
  });

  route('cancelOrder', async ({ params, caller }) => {
    await unpaidOrders.cancel(await orderFor(db, params.id, caller, true), caller);
    return { deletedCount: 1 };
  });

  // The owner only: an admin refunds or declines, and asks for nothing on someone else's behalf.
  route('requestReturn', async ({ params, body, caller }) => {
    const order = await orderFor(db, params.id, caller, false);
    const asked = await returns.request(order.id, body);
    return orderDetailOf(db, asked, returnDays, false);
  });

  route('payOrder', async ({ params, body, caller }) => {
    const order = await orderFor(db, params.id, caller, false);
    return customerOrderOut(orderOut(await payments.recordPayment(order, body.tnxId, caller)));
  });
};
