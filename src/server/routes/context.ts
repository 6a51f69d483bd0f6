/** What every route plugin is given by buildApp. */
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Guards } from '../auth/guard';
import type { IdentityProvider } from '../auth/identity';
import type { AccessTokens } from '../auth/tokens';
import type { EventBus } from '../events/bus';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { PaymentDriver } from '../payments/driver';

export interface RouteContext {
  config: Config;
  db: Database;
  guards: Guards;
  identity: IdentityProvider;
  tokens: AccessTokens;
  payments: PaymentDriver;
  events: EventBus;
  orders: OrderLifecycle;
  rateLimits: RateLimits;
}

/** Requests per minute per client address on the calls that cost the most. */
export interface RateLimits {
  login: number;
  images: number;
}

export interface RouteOptions {
  ctx: RouteContext;
}
