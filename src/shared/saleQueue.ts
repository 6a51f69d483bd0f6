/**
 * The desktop's offline sale queue as the window sees it (docs/desktop.md): how a counter sale it
 * handed to main ended, and how many sales wait for the shop server.
 */

/**
 * `recorded`: the shop server answered with the sale (`data`, the counter sale's answer). `queued`:
 * the server could not be reached and this cash sale is safe on disk, to be recorded when it
 * answers. `refused`: the server refused it (its status and message), or it is paid by card, UPI,
 * bKash or Nagad and the server cannot be reached (status 0).
 */
export type SaleSubmission =
  | { outcome: 'recorded'; data: unknown }
  | { outcome: 'queued'; waiting: number }
  | { outcome: 'refused'; status: number; message: string; data: unknown };

/** A queued sale the server refused when it was replayed: kept, with the server's reason, for staff. */
export interface HeldSale {
  saleId: string;
  queuedAt: string;
  message: string;
}

export interface SaleQueueStatus {
  /** Sales taken offline and not yet recorded by the server. */
  waiting: number;
  held: HeldSale[];
  /** The waiting sales were refused for a spent session: the window renews it, and they go on. */
  signInNeeded: boolean;
}
