/**
 * Reading an issued invoice or credit note: the order's owner and staff may; anyone else is told it
 * does not exist (404, never 403), so a number cannot be probed for whose it is.
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice } from '../../shared/invoiceSchemas';
import { isStaff } from '../../shared/roles';
import type { Caller } from '../auth/guard';
import type { Database } from '../db/database';
import { invoices, orders } from '../db/schema';
import { notFound } from '../http/errors';
import { ownedBy } from '../orders/access';
import { issuedDaySql } from './invoiceDocument';

const cited = alias(invoices, 'cited');

export async function readableInvoice(db: Database, number: string, caller: Caller): Promise<Invoice> {
  const [found] = await db
    .select({
      document: invoices.document,
      uid: orders.uid,
      email: orders.email,
      // The date the cited invoice prints, for a credit note issued before its snapshot kept it.
      citedOn: sql<string | null>`${issuedDaySql(sql`${cited.document}`)}`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(cited, eq(cited.number, invoices.cites))
    .where(eq(invoices.number, number));
  if (!found) throw notFound();
  if (!ownedBy(found, caller) && !isStaff(await caller.role())) throw notFound();
  const { document, citedOn } = found;
  return { ...document, citesIssuedOn: document.citesIssuedOn ?? (citedOn || null) };
}
