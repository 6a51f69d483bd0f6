/**
 * What every start settles before serving: the shop's currency (kept from its first start) and its
 * tax regime (checked against the invoices it has issued). The settings come back in the kept currency.
 */
import type { Config } from '../config';
import type { Database } from '../db/database';
import { settleShopCurrency } from './shopCurrency';
import { checkTaxRegime } from './taxRegime';

export async function settleShop(
  db: Database,
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Config> {
  const settled = await settleShopCurrency(db, config, env);
  await checkTaxRegime(db, settled);
  return settled;
}
