/**
 * `GET /product/export.csv` · `POST /product/import?dryRun=&unfetchedImages=` (docs/catalogue-csv.md): the catalogue
 * as CSV, admin only. The import's body is the file itself (`text/csv`, at most 20 MB), read here
 * so that a larger one is refused with a message saying so before it is read.
 */
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MEGABYTES, catalogueCsvFilename } from '../../shared/catalogueCsv';
import { catalogueCsvErrors } from '../../shared/strings/catalogueCsv';
import { catalogueCsv } from '../catalogue/csv/catalogueExport';
import { importCatalogue } from '../catalogue/csv/catalogueImport';
import { endpointRouter } from '../http/endpointRoute';
import { HttpError } from '../http/errors';
import type { RouteOptions } from '../http/routeContext';

const tooLarge = () => new HttpError(413, { message: catalogueCsvErrors.tooLarge(MAX_IMPORT_MEGABYTES) });

/** The file's text, refused (413) as soon as it is known to be larger than the import takes. */
async function readCsv(request: FastifyRequest, payload: IncomingMessage): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const catalogueCsvRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = endpointRouter(app, ctx);
  app.addContentTypeParser('text/csv', (request: FastifyRequest, payload: IncomingMessage) =>
    readCsv(request, payload),
  );

  route('exportCatalogue', async ({ reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${catalogueCsvFilename(new Date(), ctx.config.tax.timeZone)}"`,
      )
      .send(Readable.from(catalogueCsv(db))),
  );

  route('importCatalogue', async ({ query, body, caller }) => {
    if (typeof body !== 'string') throw new HttpError(415, { message: catalogueCsvErrors.sendAsCsv });
    const { report, becameLow } = await importCatalogue(db, body, {
      dryRun: query.dryRun,
      actor: caller,
      lowStockDefault: ctx.config.stock.lowStockDefault,
      allowPrivateHosts: ctx.config.catalogueImport.allowPrivateHosts,
      taxRegime: ctx.config.tax.regime,
      unfetchedImages: query.unfetchedImages,
    });
    if (becameLow.length > 0) ctx.lowStock.announce(becameLow);
    return report;
  });
};
