/** `invoice` and `invoicePdf`: an issued document as JSON or as the PDF the shop hands over. */
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';
import { renderInvoicePdf } from '../invoices/invoicePdf';
import { readableInvoice } from '../invoices/invoiceReader';

/** `INV/26-27/000001` saved as `INV-26-27-000001.pdf`: a file name cannot hold a slash. */
const pdfFilename = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export const invoiceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);

  route('invoice', async ({ params, caller }) => readableInvoice(ctx.db, params.number, caller));

  route('invoicePdf', async ({ params, caller, reply }) => {
    const invoice = await readableInvoice(ctx.db, params.number, caller);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${pdfFilename(invoice.number)}"`)
      .send(await renderInvoicePdf(invoice));
  });
};
