import { useQuery } from '@tanstack/react-query';
import { stepCents } from '@shared/cashRounding';
import type { PublicConfig } from '@shared/entities';
import { publicConfigQuery } from './publicConfig';

/** How the shop takes money at the counter: the cash step, and where each digital payment goes. */
export interface CounterMoney {
  /** Cash is due to a multiple of this many cents (1: exact). */
  cashStepCents: number;
  digital: PublicConfig['counter'];
}

/** Until the config is read (it is, before the till signs in): exact cash and no digital payments. */
const EXACT_CASH_ONLY: CounterMoney = {
  cashStepCents: 1,
  digital: { upi: null, bkash: null, nagad: null },
};

/** The shop's counter money from the public config (CASH_ROUNDING, UPI_ID, BKASH_NUMBER, NAGAD_NUMBER). */
export function useCounterMoney(): CounterMoney {
  const config = useQuery(publicConfigQuery).data;
  return config
    ? { cashStepCents: stepCents(config.cashRounding), digital: config.counter }
    : EXACT_CASH_ONLY;
}
