/**
 * A counter sale on each platform, answered the same way (a SaleSubmission): the desktop through
 * main's offline queue (docs/counter-screen.md), the web straight to the API.
 */
import type { CounterSaleInput } from '@shared/counterSchemas';
import type { SaleSubmission } from '@shared/saleQueue';
import { failureText } from '@shared/strings/labels/shell';
import { ApiError, call, renewAccessToken } from './client';

/** Main records it, or queues it while the server cannot be reached; a spent session is renewed once. */
export async function desktopCounterSale(shop: ShopBridge, sale: CounterSaleInput): Promise<SaleSubmission> {
  const submitted = await shop.counter.sell(sale);
  if (submitted.outcome === 'refused' && submitted.status === 401 && (await renewAccessToken())) {
    return shop.counter.sell(sale);
  }
  return submitted;
}

/** The browser keeps no queue: a sale the server cannot take is refused, to be tried again. */
export async function webCounterSale(sale: CounterSaleInput): Promise<SaleSubmission> {
  try {
    return { outcome: 'recorded', data: await call('counterSale', { body: sale }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 0 ? failureText.unreachable : error.message;
    return { outcome: 'refused', status: error.status, message, data: error.body };
  }
}
