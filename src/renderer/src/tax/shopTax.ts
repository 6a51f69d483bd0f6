/**
 * The shop's tax regime as its pages need it (GET /config's `tax`), read like its currency: the config
 * is in the query cache before anything with a price renders (../money.ts).
 */
import type { PublicConfig } from '@shared/entities';
import { regimeTaxName, type TaxName } from '@shared/tax/taxName';
import { queryKeys } from '../api/queryKeys';
import { queryClient } from '../queryClient';

type ShopTax = PublicConfig['tax'];

/** Until a config is known (a test's render without one): the spec's shop, which has no tax. */
const NO_TAX: ShopTax = { regime: 'none', rates: [], defaultRate: 0, asksRegion: false };

export const shopTax = (): ShopTax => queryClient.getQueryData<PublicConfig>(queryKeys.config)?.tax ?? NO_TAX;

/** GST or VAT, or null in a shop with no regime, whose prices say nothing of tax. */
export const shopTaxName = (): TaxName | null => regimeTaxName(shopTax().regime);
