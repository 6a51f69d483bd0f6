/**
 * The shop's tax regime as its pages need it (GET /config's `tax`, docs/tax.md), read like its currency:
 * the config is in the query cache before anything with a price renders (../money.ts). The staff's forms
 * ask tax fields only under a regime; with none they stay the spec's.
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/entities';
import { regimeTaxName, type TaxName } from '@shared/tax/taxName';
import { queryKeys } from '../api/queryKeys';
import { publicConfigQuery } from '../publicConfig';
import { queryClient } from '../queryClient';

export type ShopTax = PublicConfig['tax'];

/** Until a config is known (a test's render without one): the spec's shop, which has no tax. */
const NO_TAX: ShopTax = { regime: 'none', rates: [], defaultRate: 0, asksRegion: false, timeZone: 'UTC' };

export const shopTax = (): ShopTax => queryClient.getQueryData<PublicConfig>(queryKeys.config)?.tax ?? NO_TAX;

/** GST or VAT, or null in a shop with no regime, whose prices say nothing of tax. */
export const shopTaxName = (): TaxName | null => regimeTaxName(shopTax().regime);

/** The same, for a component that re-renders should the config arrive later (the desktop asks for it). */
export function useShopTax(): ShopTax {
  return useQuery(publicConfigQuery).data?.tax ?? NO_TAX;
}
