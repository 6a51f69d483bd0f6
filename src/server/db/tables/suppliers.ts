/** The suppliers stock is ordered from. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

export const suppliers = pgTable('suppliers', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  leadDays: integer('lead_days'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});
export type SupplierRow = typeof suppliers.$inferSelect;
