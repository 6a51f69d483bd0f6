/**
 * The order side of the shop, put together once per API instance: the lifecycle (every change of
 * an order's state), payments (every call to the payment driver), the refund workflow and its
 * ledger, return requests, and closing unpaid orders by cancel or expiry. Each depends only on
 * what comes before it here, so none calls back into another.
 */
import type { Config } from '../config';
import type { LowStockAlerts } from '../stock/lowStockAlerts';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import type { PaymentDriver } from '../payments/driver';
import { createPayments } from './orderPayments';
import { createAnnouncer } from './announce';
import { createCodOrders } from './codOrders';
import { createExpiry } from './expiry';
import { createOrderLifecycle } from './lifecycle';
import { createRefundLedger } from './refundLedger';
import { createRefundWorkflow } from './refundWorkflow';
import { createReturns } from './returns';
import { createUnpaidOrders } from './unpaidOrders';

/** The settings the order services read. */
export type OrderServicesConfig = Config['orders'] &
  Config['stock'] &
  Pick<Config, 'cod' | 'cashRoundingCents' | 'tax'>;

/** The order services' part of the shop's settings. */
export const orderServicesConfig = (config: Config): OrderServicesConfig => ({
  ...config.orders,
  ...config.stock,
  cod: config.cod,
  cashRoundingCents: config.cashRoundingCents,
  tax: config.tax,
});

export interface OrderServicesDeps {
  db: Database;
  driver: PaymentDriver;
  events: EventBus;
  config: OrderServicesConfig;
  /** Tells staff when placing an order made a tool low on stock. */
  lowStock: Pick<LowStockAlerts, 'announce'>;
  /** Told after a change that queued emails committed, so they go out now rather than at the next poll. */
  emailsQueued?: () => void;
}

export function createOrderServices({
  db,
  driver,
  events,
  config,
  lowStock,
  emailsQueued = () => {},
}: OrderServicesDeps) {
  const announce = createAnnouncer(db, events, emailsQueued, lowStock);
  const lifecycle = createOrderLifecycle({ db, config, announce });
  const ledger = createRefundLedger({ db, lifecycle, announce, tax: config.tax });
  const payments = createPayments({ db, driver, lifecycle, ledger });
  const unpaidOrders = createUnpaidOrders({ db, lifecycle, payments });
  return {
    lifecycle,
    payments,
    /** The counter's returns write their refunds through it, and announce like every order change. */
    ledger,
    announce,
    refunds: createRefundWorkflow({
      db,
      payments,
      ledger,
      announce,
      lowStockDefault: config.lowStockDefault,
    }),
    returns: createReturns({ db, announce, returnDays: config.returnDays }),
    unpaidOrders,
    cod: createCodOrders({ db, lifecycle, cashRoundingCents: config.cashRoundingCents }),
    expiry: createExpiry(db, unpaidOrders),
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;
