/**
 * Trade customers on credit (docs/credit.md): terms, lookup, payments on account, statements,
 * receivables and reminders. The work is ../credit's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SHOP_NAME } from '../../shared/strings/labels/common';
import { createAccountPayments } from '../credit/accountPayments';
import { accountOf, lookUpCustomers, readableCustomerId, setCreditTerms } from '../credit/customerAccounts';
import { receivablesOf } from '../credit/receivables';
import { sendReminders } from '../credit/reminders';
import { renderStatementPdf } from '../credit/statementPdf';
import { statementOf } from '../credit/statements';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';
import { queueCreditEmail } from '../mail/outbox';

export const creditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const { timeZone } = config.tax;
  const route = endpointRouter(app, ctx);
  const payments = createAccountPayments(db, { currency: config.currency, timeZone });

  route('setCustomerCredit', async ({ params, body }) => setCreditTerms(db, params.id, body, timeZone));

  route('customerAccount', async ({ params, caller }) =>
    accountOf(db, await readableCustomerId(db, params.id, caller), timeZone),
  );

  route('lookupCustomers', async ({ query }) => ({
    customers: await lookUpCustomers(db, query.q, timeZone),
  }));

  route('recordAccountPayment', async ({ params, body, caller }) => {
    const { payment } = await payments.record(caller, params.id, body);
    return payment;
  });

  route('customerStatement', async ({ params, query, caller }) =>
    statementOf(db, await readableCustomerId(db, params.id, caller), query, timeZone),
  );

  route('customerStatementPdf', async ({ params, query, caller, reply }) => {
    const customerId = await readableCustomerId(db, params.id, caller);
    const statement = await statementOf(db, customerId, query, timeZone, 'every entry');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="statement-${statement.from}-${statement.to}.pdf"`)
      .send(
        await renderStatementPdf(statement, {
          name: SHOP_NAME,
          currency: config.currency,
          seller: config.tax.regime === 'none' ? null : config.tax.seller,
        }),
      );
  });

  route('emailCustomerStatement', async ({ params, body, caller, reply }) => {
    const account = await accountOf(db, await readableCustomerId(db, params.id, caller), timeZone);
    await queueCreditEmail(db, 'accountStatement', account.email, {
      customerId: account.customerId,
      from: body.from ?? '',
      to: body.to ?? '',
    });
    ctx.mail.wake();
    reply.status(202);
    return { queued: true as const, to: account.email };
  });

  route('listReceivables', async ({ query }) => receivablesOf(db, query, timeZone));

  route('remindReceivables', async ({ body }) => {
    const result = await sendReminders(db, timeZone, body.asOf);
    if (result.sent.length > 0) ctx.mail.wake();
    return result;
  });
};
