/**
 * Delivery charges and cash on delivery (docs/orders.md): `shippingQuote` for anyone, and staff's
 * `confirmCodOrder`, `collectCodOrder` and `markCodUndelivered`; the work is ../orders/codOrders.ts's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { toDollars } from '../../shared/money';
import { codErrors } from '../../shared/strings/codMessages';
import { endpointRouter } from '../http/endpointRoute';
import type { OrderRow } from '../db/schema';
import { orderDetailOf } from '../orders/orderDetail';
import { linesRefusal, orderRefusal } from '../orders/orderRules';
import { unchosenOption } from '../orders/placement';
import { chargeFor } from '../orders/shippingCharge';
import { taxTermsOf } from '../tax/orderTax';
import type { RouteOptions } from '../http/routeContext';
import { formatMoney } from '../../shared/currency';

export const codRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const { cod } = ctx.orders;
  const route = endpointRouter(app, ctx);

  const staffDetail = (order: OrderRow) => orderDetailOf(db, order, config.orders.returnDays, true);

  route('shippingQuote', async ({ body }) => {
    const { lines } = body;
    // Where the order is supplied splits its tax (and moves its sum by a paisa a line at most): the
    // shop's state stands in, as the quote's request names no state.
    const terms = taxTermsOf(config.tax, null);
    const charge = await chargeFor(db, config.shippingZones, lines, body, terms);
    // What an order would refuse however it is paid is refused in its words: a price for it would
    // promise a sale. The largest is an order on account's; the card's bound is told when it is placed.
    if (linesRefusal(lines, charge.found, charge.subtotalCents, false, 'account')) {
      throw orderRefusal(
        lines,
        charge.found,
        charge.subtotalCents,
        false,
        'account',
        await unchosenOption(db, lines),
      );
    }
    const totalCents = charge.subtotalCents + charge.cents;
    const reason = !config.cod.enabled
      ? codErrors.switchedOff
      : totalCents > config.cod.maxTotalCents
        ? codErrors.overLimit(
            formatMoney(toDollars(config.cod.maxTotalCents), config.currency),
            formatMoney(toDollars(totalCents), config.currency),
          )
        : null;
    return {
      zone: charge.zone,
      weightGrams: charge.weightGrams,
      shipping: toDollars(charge.cents),
      subtotal: toDollars(charge.subtotalCents),
      total: toDollars(totalCents),
      tax: toDollars(charge.taxCents),
      cod: { offered: reason === null, reason },
    };
  });

  route('confirmCodOrder', async ({ params, caller }) => staffDetail(await cod.confirm(params.id, caller)));

  route('collectCodOrder', async ({ params, body, caller }) =>
    staffDetail(await cod.collected(params.id, body, caller)),
  );

  route('markCodUndelivered', async ({ params, caller }) =>
    staffDetail(await cod.undelivered(params.id, caller)),
  );
};
