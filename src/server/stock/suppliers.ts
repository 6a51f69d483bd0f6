/** The shop's suppliers: who purchase orders go to, and who a low variant is bought from. */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Supplier, supplierPatchSchema, supplierSchema } from '../../shared/stockSchemas';
import type { Database } from '../db/database';
import { suppliers, type SupplierRow } from '../db/schema';
import { notFound } from '../http/errors';

export const supplierOut = (row: SupplierRow): Supplier => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  leadDays: row.leadDays,
  note: row.note,
});

export async function listSuppliers(db: Database): Promise<Supplier[]> {
  const rows = await db.select().from(suppliers).orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map(supplierOut);
}

export async function addSupplier(db: Database, input: z.output<typeof supplierSchema>): Promise<Supplier> {
  const [created] = await db.insert(suppliers).values(input).returning();
  return supplierOut(created!);
}

export async function editSupplier(
  db: Database,
  id: string,
  input: z.output<typeof supplierPatchSchema>,
): Promise<Supplier> {
  const [updated] = Object.keys(input).length
    ? await db.update(suppliers).set(input).where(eq(suppliers.id, id)).returning()
    : await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!updated) throw notFound();
  return supplierOut(updated);
}
