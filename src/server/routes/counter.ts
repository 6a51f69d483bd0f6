/**
 * The counter (docs/counter.md): register sessions, lookups, sales, returns and receipts, for
 * cashiers and admins. A sale or return made anew answers 201, one answered again 200.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createCounterReturns } from '../counter/counterReturns';
import { createCounterSales } from '../counter/counterSales';
import { lookUpCode } from '../counter/lookup';
import { queueReceiptEmail, receiptOf } from '../counter/receipts';
import { createRegisters } from '../counter/registers';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';

export const counterRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { registers: registerNames, shopAddress, digital } = ctx.config.counter;
  const { cashRoundingCents, currency } = ctx.config;
  const { lowStockDefault } = ctx.config.stock;
  const route = endpointRouter(app, ctx);
  const registers = createRegisters(db, registerNames, currency);
  const sales = createCounterSales({
    db,
    announce: ctx.orders.announce,
    lowStockDefault,
    money: { cashRoundingCents, digital, currency },
    tax: ctx.config.tax,
  });
  const returns = createCounterReturns({
    db,
    ledger: ctx.orders.ledger,
    announce: ctx.orders.announce,
    lowStockDefault,
    cashRoundingCents,
  });

  route('registerSessions', async ({ query }) => registers.list(query));
  route('openRegister', async ({ body, caller }) => registers.open(caller, body.register, body.float));
  route('registerCash', async ({ params, body, caller }) =>
    registers.moveCash(caller, params.sessionId, body),
  );
  route('registerReport', async ({ params }) => registers.report(params.sessionId));
  route('closeRegister', async ({ params, body, caller }) =>
    registers.close(caller, params.sessionId, body.counted),
  );

  route('counterLookup', async ({ query }) => lookUpCode(db, query.code));

  route('counterSale', async ({ body, caller, reply }) => {
    const { replayed, sale } = await sales.sell(caller, body);
    return reply.status(replayed ? 200 : 201).send(sale);
  });

  route('counterReturn', async ({ body, caller, reply }) => {
    const { replayed, made } = await returns.takeBack(caller, body);
    return reply.status(replayed ? 200 : 201).send(made);
  });

  route('counterReceipt', async ({ params }) => receiptOf(db, params.orderNumber, shopAddress));

  route('emailReceipt', async ({ params, body, caller }) => {
    await queueReceiptEmail(db, params.orderNumber, body.email, caller);
    ctx.mail.wake();
    return { queued: true as const };
  });
};
