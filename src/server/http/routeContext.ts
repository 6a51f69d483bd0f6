/** What every route plugin is given by buildApp. */
import type { Backups } from '../backups/backups';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Guards } from '../auth/guard';
import type { IdentityProvider } from '../auth/identity';
import type { AccessTokens } from '../auth/tokens';
import type { EventBus } from '../events/bus';
import type { OrderServices } from '../orders/orderServices';
import type { WriteLimit } from './writeLimit';
import type { CatalogueCache } from '../catalogue/catalogueCache';
import type { MailWorker } from '../mail/mailWorker';
import type { LowStockAlerts } from '../stock/lowStockAlerts';

export interface RouteContext {
  config: Config;
  db: Database;
  guards: Guards;
  identity: IdentityProvider;
  tokens: AccessTokens;
  events: EventBus;
  /** The lifecycle, payments, refunds, returns, cancel and expiry (../orders/orderServices.ts). */
  orders: OrderServices;
  rateLimits: RateLimits;
  /** onRequest hook after a guard: the caller's per-user budget of writes (429 once spent). */
  writeLimit: WriteLimit;
  backups: Backups | null;
  /** The catalogue as `GET /` serves it, and its version, which product pages are cached by. */
  catalogue: CatalogueCache;
  /** The outbox's sender: woken when a call queued an email. */
  mail: MailWorker;
  /** Tells staff when a change made a variant low on stock. */
  lowStock: LowStockAlerts;
}

/** Requests per minute: per client address on the calls that cost the most; per user on writes. */
export interface RateLimits {
  login: number;
  images: number;
  writes: number;
}

export interface RouteOptions {
  ctx: RouteContext;
}
