/** Amounts as a shop in dollars (the default) writes them, for the suites that run one. */
import { formatMoney } from '../../src/shared/currency';

export const usd = (amount: number): string => formatMoney(amount, 'USD');
