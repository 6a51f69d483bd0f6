/**
 * The API server process: config → database (migrated, seeded) → identity → app → listen.
 * Run with `node --import tsx src/server/index.ts` (scripts/start.mjs does, with the Auth emulator).
 */
import { join } from 'node:path';
import { API_PREFIX } from '../shared/api';
import { buildApp } from './app';
import { createFirebaseIdentity } from './auth/identity';
import { loadOrCreateSecret } from './auth/secrets';
import { createBackups, startBackupSchedule } from './backups/backups';
import { createAccessTokens } from './auth/tokens';
import { ConfigError, loadConfig, type Config } from './config';
import { createPrivately, makePrivate } from './dataFolder';
import { openDatabase, type Database } from './db/database';
import { startEmbeddedUpkeep } from './db/embeddedUpkeep';
import { ensureAdmin, seedCatalogue } from './seed';
import { settleShop } from './shop/settleShop';
import { startImageSweep } from './images/imageSweep';
import type { PaymentDriver } from './payments/driver';
import { createSandboxDriver } from './payments/sandboxDriver';
import { createStripeDriver } from './payments/stripeDriver';

function paymentDriver(config: Config, db: Database): PaymentDriver {
  return config.payments.driver === 'stripe' ? createStripeDriver(config.payments) : createSandboxDriver(db);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  createPrivately();
  await makePrivate(config.dataDir);

  // Registered first, so a Ctrl-C during start-up also closes what is open (PGlite above all).
  const closers: (() => Promise<unknown>)[] = [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the API server…`);
    for (const close of closers.reverse()) {
      await close().catch((error: unknown) => console.error('while stopping:', error));
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
  );
  closers.push(() => database.close());
  const identity = createFirebaseIdentity(config.firebase);
  closers.push(() => identity.close());
  await database.prepare(async (db) => {
    config = await settleShop(db, config);
    if (await seedCatalogue(db, { lowStockDefault: config.stock.lowStockDefault, currency: config.currency }))
      console.log('Seeded the catalogue.');
    await ensureAdmin(db, identity, config.admin);
  });

  const events = await database.openEventBus();
  closers.push(() => events.close());
  const jwtSecret = config.jwt.secret ?? (await loadOrCreateSecret(config.dataDir, 'jwt-secret'));
  const backups = database.pglite
    ? createBackups(
        database.pglite,
        config.backups,
        await loadOrCreateSecret(config.dataDir, 'backup-secret'),
      )
    : null;
  const app = await buildApp({
    config,
    db: database.db,
    identity,
    tokens: createAccessTokens(jwtSecret, config.jwt.ttlSeconds),
    payments: paymentDriver(config, database.db),
    events,
    backups,
    logger: { level: config.logLevel },
  });
  closers.push(() => app.close());
  const stopSweep = startImageSweep(database.db, config.unusedImageGraceMs, (error) =>
    app.log.error({ err: error }, 'sweeping unused images failed'),
  );
  closers.push(async () => stopSweep());
  if (backups && config.backups.intervalMs > 0) {
    const stopBackups = startBackupSchedule(backups, (error) =>
      app.log.error({ err: error }, 'the scheduled backup failed'),
    );
    closers.push(async () => stopBackups());
  }

  if (database.pglite) {
    const stopUpkeep = await startEmbeddedUpkeep(database.pglite, (error) =>
      app.log.error({ err: error }, "the embedded database's upkeep failed"),
    );
    closers.push(stopUpkeep);
  }

  await app.listen({ port: config.port, host: config.host });
  console.log(`Toolshop API listening on http://${config.host}:${config.port}${API_PREFIX}`);
}

main().catch((error: unknown) => {
  console.error('The API server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
