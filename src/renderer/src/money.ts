/**
 * Amounts as this shop writes them, in its currency (GET /config's `currency`). The config is in the
 * query cache before anything with a price renders: the server writes it into the web page, and the
 * desktop app asks for it before its first render (main.tsx).
 */
import { currencySign, formatMoney, type Currency } from '@shared/currency';
import type { PublicConfig } from '@shared/entities';
import { queryKeys } from './api/queryKeys';
import { queryClient } from './queryClient';

/** The shop's currency; the spec's dollars until a config is known (a test's render without one). */
export const shopCurrency = (): Currency =>
  queryClient.getQueryData<PublicConfig>(queryKeys.config)?.currency ?? 'USD';

export const formatPrice = (amount: number): string => formatMoney(amount, shopCurrency());

/** The shop's currency sign, for a money field's prefix. */
export const shopCurrencySign = (): string => currencySign(shopCurrency());
