/**
 * For the tests of what a credit note says of the invoice it cites: an invoice moved to another
 * instant, as if issued then (its row's time and its snapshot's shop-local date and time), and a
 * document's PDF read back as text, as a customer's PDF reader would.
 */
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { invoices } from '../../../src/server/db/schema';
import { shopClock } from '../../../src/shared/tax/financialYear';
import type { Session, TestEnvironment } from './environment';

/** Moves invoice `number` to `at`, as the shop's clock in `timeZone` read then; answers that clock. */
export async function issuedAt(
  env: TestEnvironment,
  number: string,
  at: Date,
  timeZone: string,
): Promise<string> {
  const local = shopClock(at, timeZone);
  await env.db
    .update(invoices)
    .set({
      issuedAt: at,
      document: sql`jsonb_set(${invoices.document}, '{issuedLocal}', to_jsonb(${local}::text))`,
    })
    .where(eq(invoices.number, number));
  return local;
}

/** `GET /invoice/{number}.pdf` as `as`, its text with runs of white space as one space. */
export async function pdfTextOf(env: TestEnvironment, as: Session, number: string): Promise<string> {
  const res = await env.request('GET', `/api/invoice/${encodeURIComponent(number)}.pdf`, { as });
  if (res.status !== 200) throw new Error(`${number}.pdf: ${res.status}`);
  const { text } = await extractText(new Uint8Array(res.raw));
  return text.join(' ').replace(/\s+/g, ' ');
}

/** A credit note as one issued before its snapshot kept its invoice's date. */
export const forgetCitedDate = (env: TestEnvironment, number: string) =>
  env.db
    .update(invoices)
    .set({ document: sql`${invoices.document} - 'citesIssuedOn'` })
    .where(eq(invoices.number, number));
