/**
 * The tax export benchmark's ceiling: a bare Fastify in a process of its own streaming GSTR-1's `b2b`
 * rows of a period with the shop's statement (src/server/tax/taxExport.ts: the period's invoices to
 * registered buyers, keyset-paged on (issued_at, number), 1,000 a read) and nothing else: no sign-in,
 * no validation, no CSV quoting or neutralising, dates written as the UTC day. `GET /export?from=&to=`
 * (both days included, in Kolkata). `bareTaxExport.ts postgres URL` or `bareTaxExport.ts pglite DIR`
 * (a PGlite data directory of its own, already filled). Prints its address once listening.
 */
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { dayRange } from '../../src/shared/tax/financialYear';
import { openBareDatabase } from './bareDatabase';

interface Row {
  number: string;
  cursorAt: string;
  issuedMs: number;
  buyerTaxId: string;
  buyerName: string;
  placeOfSupply: string;
  totalCents: number | string;
  taxLines: { rateBp: number; taxableCents: number }[];
}

const [kind, where] = process.argv.slice(2);
const database = await openBareDatabase(kind!, where!);

const BATCH = 1_000;
const COLUMNS = `number, issued_at::text as "cursorAt", (extract(epoch from issued_at) * 1000)::float8 as "issuedMs",
  buyer_tax_id as "buyerTaxId", coalesce(document->'buyer'->>'businessName', document->'buyer'->>'name') as "buyerName",
  place_of_supply as "placeOfSupply", total_cents as "totalCents", tax_lines as "taxLines"`;
const B2B = `issued_at >= $1::timestamptz and issued_at < $2::timestamptz and kind = 'invoice'
  and regime = 'IN_GST' and (buyer_tax_id is not null and place_of_supply <> '96')`;

async function* b2b(from: string, to: string) {
  const { startsAt, endsBefore } = dayRange(from, to, 'Asia/Kolkata');
  const period = [startsAt.toISOString(), endsBefore.toISOString()];
  yield 'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount\r\n';
  let after: [string, string] | null = null;
  for (;;) {
    const batch: Row[] = after
      ? await database.rows<Row>(
          `select ${COLUMNS} from invoices where ${B2B} and issued_at >= $3::timestamptz
             and (issued_at, number) > ($3::timestamptz, $4) order by issued_at, number limit ${BATCH}`,
          [...period, ...after],
        )
      : await database.rows<Row>(
          `select ${COLUMNS} from invoices where ${B2B} order by issued_at, number limit ${BATCH}`,
          period,
        );
    yield batch
      .flatMap((row) => {
        const day = new Date(row.issuedMs).toISOString().slice(0, 10);
        return row.taxLines
          .filter((line) => line.rateBp !== 0)
          .map(
            (line) =>
              `${row.buyerTaxId},${row.buyerName},${row.number},${day},${Number(row.totalCents) / 100},${row.placeOfSupply},N,,Regular B2B,,${line.rateBp / 100},${line.taxableCents / 100},0\r\n`,
          );
      })
      .join('');
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = [last.cursorAt, last.number];
  }
}

const app = Fastify({ logger: false });
app.get('/export', async (request, reply) => {
  const { from, to } = request.query as { from: string; to: string };
  return reply.type('text/csv; charset=utf-8').send(Readable.from(b2b(from, to)));
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
