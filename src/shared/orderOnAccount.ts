/**
 * What an order on account tells its customer (docs/credit.md), said once for its page and its
 * emails: how much is charged to their account, then when it is due, or that nothing is left to pay.
 */
import type { OrderDetail } from './entities';
import { documentDate } from './strings/invoicePdf';
import { creditText } from './strings/labels/credit';

export type OrderOnAccount = NonNullable<OrderDetail['onAccount']>;

const words = creditText.order;

/** The two sentences, amounts written by `written` (the shop's currency). */
export function onAccountSentences(
  onAccount: OrderOnAccount,
  written: (amount: number) => string,
): [charged: string, due: string] {
  const charged = words.charged(written(onAccount.amount));
  // A web order is invoiced, and so given its due day, only when it ships.
  if (onAccount.dueOn === null) return [charged, words.dueOnShipping(onAccount.termsDays)];
  if (onAccount.left > 0) return [charged, words.due(written(onAccount.left), documentDate(onAccount.dueOn))];
  return [charged, words.settled];
}
