/**
 * Mail benchmark: how many emails a second the outbox's worker hands to the local mail catcher
 * (maildev, as `npm start` runs it), beside a ceiling in the same run: a bare nodemailer loop, with
 * the same pooled transport and as many in flight, sending one email rendered once. The worker's
 * figure includes what the ceiling skips: taking rows, reading each order, rendering its HTML and
 * text, and marking it sent. On PGlite (in memory), or PostgreSQL with BENCH_DATABASE_URL.
 * Rewrites the top of tests/bench/MAIL.md. Run: `npm run bench:mail`. Nothing here asserts a time.
 */
import './productionReact';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createFirebaseIdentity } from '../../src/server/auth/identity';
import { openDatabase } from '../../src/server/db/database';
import { mailOutbox, type MailRow } from '../../src/server/db/schema';
import { createEmailComposer } from '../../src/server/mail/composeEmail';
import { startMailThread } from '../../src/server/mail/mailThread';
import { createMailWorker } from '../../src/server/mail/mailWorker';
import { renderEmail } from '../../src/server/mail/renderEmail';
import { seedOrders } from '../server/support/seedOrders';
import { startMailCatcher } from '../server/support/mailCatcher';
import { measure, medianOf } from './measure';
import { writeReport } from './report';

const EMAILS = 2_000;
const ROUNDS = 3;
/** As the worker: two pooled connections, four emails in flight. */
const IN_FLIGHT = 4;
const FROM = 'Toolshop <shop@toolshop.test>';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: null },
);
await database.prepare();
const { db } = database;
const catcher = await startMailCatcher();
const smtpUrl = `smtp://127.0.0.1:${catcher.smtpPort}`;
const clearCatcher = () => fetch(`http://127.0.0.1:${catcher.webPort}/email/all`, { method: 'DELETE' });
const identity = createFirebaseIdentity({
  projectId: 'demo-toolshop-bench',
  emulatorMode: true,
  emulatorHost: '127.0.0.1:1',
  apiKey: 'demo-api-key',
  authDomain: 'demo-toolshop-bench.firebaseapp.com',
});

const orders = await seedOrders(db, 'mailbench', { count: 200 });
const paid = orders.filter((order) => order.paidAt);
const compose = createEmailComposer({
  db,
  identity,
  shopUrl: 'http://127.0.0.1:8080',
  returnDays: 30,
  lowStockDefault: 5,
  shopAddress: '',
  timeZone: 'UTC',
  currency: 'USD',
});
/** One receipt's outbox row, for the ceiling's email and the render timing. */
const receiptRow: MailRow = {
  id: 'bench',
  kind: 'paymentReceived',
  orderId: paid[0]!.id,
  toAddress: paid[0]!.email,
  facts: {},
  status: 'pending',
  attempts: 0,
  nextAttemptAt: new Date(),
  lastError: null,
  createdAt: new Date(),
  doneAt: null,
};

async function workerRound(): Promise<number> {
  await db.insert(mailOutbox).values(
    Array.from({ length: EMAILS }, (_, i) => {
      const order = paid[i % paid.length]!;
      return { kind: 'paymentReceived' as const, orderId: order.id, toAddress: order.email };
    }),
  );
  const started = performance.now();
  const worker = createMailWorker({
    db,
    compose,
    sender: startMailThread({ smtpUrl, from: FROM }),
    config: { claimMs: 60_000, retryBaseMs: 1000, giveUpMs: 86_400_000 },
    messageIdDomain: 'toolshop.test',
    onError: (error) => console.error(error),
  });
  for (;;) {
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`status = 'pending'`);
    if (!left?.n) break;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  const [sent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`status = 'sent'`);
  if (sent?.n !== EMAILS) throw new Error(`the worker sent ${sent?.n} of ${EMAILS}`);
  await db.delete(mailOutbox);
  return EMAILS / seconds;
}

async function bareRound(): Promise<number> {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2 });
  const message = (await compose(receiptRow))!;
  const email = renderEmail(message);
  const sent = await measure('bare nodemailer', EMAILS, IN_FLIGHT, async (n) => {
    await transport.sendMail({
      from: FROM,
      to: receiptRow.toAddress,
      ...email,
      messageId: `<bare-${n}@toolshop.test>`,
    });
    return 200;
  });
  transport.close();
  if (sent.errors > 0) throw new Error(`the bare loop could not send ${sent.errors} of ${EMAILS}`);
  return sent.perSecond;
}

async function renderOnly(): Promise<number> {
  const count = 300;
  const started = performance.now();
  for (let i = 0; i < count; i++) renderEmail((await compose(receiptRow))!);
  return (performance.now() - started) / count;
}

const results: { round: number; worker: number; bare: number }[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    await clearCatcher();
    const bare = await bareRound();
    await clearCatcher();
    const worker = await workerRound();
    results.push({ round, worker, bare });
    console.log(`round ${round}: worker ${worker.toFixed(0)}/s, bare nodemailer ${bare.toFixed(0)}/s`);
  }
  const msPerRender = await renderOnly();
  const worker = medianOf(results.map((r) => r.worker));
  const bare = medianOf(results.map((r) => r.bare));
  const report = `# Mail benchmark

\`npm run bench:mail\` (tests/bench/mail.bench.ts), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores
(load ${loadavg()[0]!.toFixed(2)} at the end), ${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, maildev ${'as `npm start` runs it'} on loopback.

${EMAILS} receipts per round (\`paymentReceived\`, two-line orders), ${ROUNDS} rounds, medians:

| Sender | Emails/s |
|---|---|
| The outbox worker (take rows, read the order, render HTML and text, send, mark sent) | ${worker.toFixed(0)} |
| Bare nodemailer loop, one email rendered once, same pool, ${IN_FLIGHT} in flight (ceiling) | ${bare.toFixed(0)} |
| Worker ÷ ceiling | ${(worker / bare).toFixed(2)} |

Rounds: ${results.map((r) => `${r.worker.toFixed(0)} / ${r.bare.toFixed(0)}`).join(' · ')} (worker / bare).

Reading an order and rendering its email alone takes ${msPerRender.toFixed(1)} ms on one core.
`;
  writeReport(resolve(import.meta.dirname, 'MAIL.md'), report);
  console.log(report);
} finally {
  await identity.close();
  await catcher.remove();
  await database.close();
}
