/**
 * The order services as a second API instance on the same database runs them: its own event bus
 * (closed after the suite), the shop's settings, the sandbox's payments unless a test gives another
 * driver, and no low-stock alerts of its own.
 */
import { afterAll } from 'vitest';
import { createOrderServices, orderServicesConfig } from '../../../src/server/orders/orderServices';
import type { PaymentDriver } from '../../../src/server/payments/driver';
import { createSandboxDriver } from '../../../src/server/payments/sandboxDriver';
import type { EventBus } from '../../../src/server/events/bus';
import type { TestEnvironment } from './environment';

export function secondInstances(env: TestEnvironment) {
  const buses: EventBus[] = [];
  afterAll(() => Promise.all(buses.map((bus) => bus.close())));
  return async (driver: PaymentDriver = createSandboxDriver(env.db)) => {
    const events = await env.openEventBus();
    buses.push(events);
    return createOrderServices({
      db: env.db,
      driver,
      events,
      config: orderServicesConfig(env.config),
      lowStock: { announce: () => undefined },
    });
  };
}
