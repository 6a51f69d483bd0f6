/**
 * The tax regime, checked at each start against the invoices the shop has issued: a shop may take up a
 * regime (its earlier invoices stay plain), but one whose invoices were taxed under one regime cannot
 * start under another, since its reports and credit notes would mix two countries' taxes.
 */
import { and, ne } from 'drizzle-orm';
import { ConfigError, type Config } from '../config';
import type { Database } from '../db/database';
import { invoices } from '../db/schema';

export async function checkTaxRegime(db: Database, { tax }: Pick<Config, 'tax'>): Promise<void> {
  const [other] = await db
    .selectDistinct({ regime: invoices.regime })
    .from(invoices)
    .where(and(ne(invoices.regime, 'none'), ne(invoices.regime, tax.regime)))
    .limit(1);
  if (other) {
    throw new ConfigError([
      `TAX_REGIME: this shop has issued invoices under ${other.regime}; start it with TAX_REGIME=${other.regime} (its data is untouched)`,
    ]);
  }
}
