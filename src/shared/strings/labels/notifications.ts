/**
 * The bell's menu: one line per kind of notification, naming the order by what it holds. Kept out
 * of ./shell, which the landing page loads, since only signed-in pages open the menu.
 */
import type { Notification } from '../../entities';
import { nav } from './shell';

export const bellText = {
  nothingNew: 'Nothing new',
  /** Said to screen readers before an unread line; sighted users see it bold with a dot. */
  unread: 'Unread',
  /**
   * The customer's lines (the spec's reminder first), then staff's. `time` is the notification's
   * moment as a clock time; only `expiring` says it, as when the hold ends.
   */
  lines: {
    unpaid: (orderName: string) => `${nav.paymentReminder}: ${orderName}`,
    expiring: (orderName: string, time: string) => `Order for ${orderName}: hold ends at ${time}`,
    shipped: (orderName: string) => `Your order for ${orderName} has shipped`,
    refunded: (orderName: string) => `Your order for ${orderName} has been refunded`,
    returnDeclined: (orderName: string) => `Your return request for ${orderName} was declined`,
    toShip: (orderName: string) => `Paid order waiting to ship: ${orderName}`,
    codToShip: (orderName: string) => `Cash on delivery order confirmed, waiting to ship: ${orderName}`,
    returnRequested: (orderName: string) => `Return requested for ${orderName}`,
    emailFailed: (orderName: string) => `An email about the order for ${orderName} could not be delivered`,
    lowStock: (productName: string) => `Low on stock: ${productName}`,
  } satisfies Record<Notification['kind'], (name: string, time: string) => string>,
} as const;

/** What staff are told live, as a toast, beside the bell (kept apart from the stock screens' words: the shell loads it). */
export const staffLiveText = {
  lowStock: (name: string, stock: number) => `${name} is low on stock: ${stock} left`,
} as const;
