/**
 * The shop's currency, settled at each start: the first start keeps the one it is given (dollars
 * unless SHOP_CURRENCY says otherwise); every later start takes the kept one, and refuses one that
 * asks for another, since every price in the database would be misread.
 */
import { sql } from 'drizzle-orm';
import type { Currency } from '../../shared/currency';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { orders, products, shopSettings } from '../db/schema';

/**
 * The currency the shop keeps, after keeping `requested` (or dollars) if it keeps none yet; a
 * database that already holds products or orders unsettled (written by a script) is in dollars, as
 * the database writes them.
 */
async function keepShopCurrency(db: Database, requested: Currency | null): Promise<Currency> {
  // Two instances starting together on one PostgreSQL: the first insert wins, both read it.
  await db.execute(sql`
    insert into ${shopSettings} (currency)
    select case
      when exists (select 1 from ${products}) or exists (select 1 from ${orders}) then 'USD'
      else ${requested ?? 'USD'}
    end
    on conflict do nothing`);
  const [kept] = await db.select({ currency: shopSettings.currency }).from(shopSettings);
  const currency = kept!.currency;
  if (requested && requested !== currency) {
    throw new ConfigError([
      `SHOP_CURRENCY: this shop keeps its prices in ${currency}; start it with SHOP_CURRENCY=${currency} or without the setting (its data is untouched)`,
    ]);
  }
  return currency;
}

/**
 * `config` in the currency the shop keeps: read again from `env` in that currency unless `config` asked
 * for it, so the defaults (COD's limit, delivery charges, cash rounding) are in it and the settings
 * that need a currency (UPI in rupees; bKash and Nagad in taka) are checked against it.
 */
export async function settleShopCurrency(
  db: Database,
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Config> {
  const currency = await keepShopCurrency(db, config.requestedCurrency);
  return config.requestedCurrency === currency ? config : loadConfig({ ...env, SHOP_CURRENCY: currency });
}
