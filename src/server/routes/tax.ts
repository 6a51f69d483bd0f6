/**
 * `taxSummary` (a period's figures by rate) and `exportTax` (one section of its return as CSV,
 * streamed a batch of documents at a time so a year of invoices never sits in memory).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { taxMessages } from '../../shared/strings/taxMessages';
import { SECTIONS_OF, taxCsvFilename } from '../../shared/taxSchemas';
import { endpointRouter } from '../http/endpointRoute';
import { badRequest } from '../http/errors';
import type { RouteOptions } from '../http/routeContext';
import { taxCsv } from '../tax/taxExport';
import { taxSummary } from '../tax/taxReports';

export const taxRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const route = endpointRouter(app, ctx);
  const sections = SECTIONS_OF[config.tax.regime];

  route('taxSummary', async ({ query }) => taxSummary(db, config, query));

  route('exportTax', async ({ query, reply }) => {
    const { section, from, to } = query;
    if (!sections.includes(section)) throw badRequest(taxMessages.sectionNotOfRegime(sections), 'section');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${taxCsvFilename(query)}"`)
      .send(Readable.from(taxCsv(db, config, section, { from, to })));
  });
};
