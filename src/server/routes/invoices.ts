/** `invoice` and `invoicePdf`: an issued document as JSON or as the PDF the shop hands over. */
import type { FastifyPluginAsync } from 'fastify';
import { invoicePdfFilename } from '../../shared/invoiceFiles';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';
import { renderInvoicePdf } from '../invoices/invoicePdf';
import { readableInvoice } from '../invoices/invoiceReader';

export const invoiceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);

  route('invoice', async ({ params, caller }) => readableInvoice(ctx.db, params.number, caller));

  route('invoicePdf', async ({ params, caller, reply }) => {
    const invoice = await readableInvoice(ctx.db, params.number, caller);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${invoicePdfFilename(invoice.number)}"`)
      .send(await renderInvoicePdf(invoice));
  });
};
