/** What the shop keeps about itself from its first start. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../shared/currency';
import { createdAt } from './columns';

/**
 * One row, written once at the first start (../../shop/shopCurrency.ts): the currency the shop's
 * prices are in. Orders and purchase orders take it from here as they are written (migration 0025).
 */
export const shopSettings = pg.pgTable(
  'shop_settings',
  {
    /** Always true: the table holds one row. */
    one: pg.boolean('one').primaryKey().default(true),
    currency: pg.text('currency', { enum: CURRENCIES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check('shop_settings_one_row', sql`${t.one}`),
    pg.check('shop_settings_currency_known', sql`${t.currency} in ('USD', 'BDT', 'INR')`),
  ],
);
