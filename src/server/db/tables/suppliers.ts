/** The suppliers stock is ordered from. */
import * as pg from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

export const suppliers = pg.pgTable('suppliers', {
  id: id(),
  name: pg.text('name').notNull(),
  email: pg.text('email').notNull().default(''),
  phone: pg.text('phone').notNull().default(''),
  leadDays: pg.integer('lead_days'),
  note: pg.text('note').notNull().default(''),
  createdAt: createdAt(),
});
export type SupplierRow = typeof suppliers.$inferSelect;
