/**
 * The desktop's offline sale queue (docs/desktop.md). A counter sale goes to the shop server through
 * the API proxy; when the server cannot be reached, a cash sale is written to the queue folder in the
 * user-data folder instead — one file per sale, fsync'd and renamed into place before the window is
 * told (and so before its receipt prints) — and replayed in the order taken once the server answers.
 * The server records a sale once per `saleId`, so a replay cut short by a crash is simply sent again.
 * New sales wait behind queued ones, so sales are always recorded in the order they were taken.
 */
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { counterSaleSchema } from '../shared/counterSchemas';
import type { HeldSale, SaleQueueStatus, SaleSubmission } from '../shared/saleQueue';
import { counterOfflineText } from '../shared/strings/labels/counterScreen';
import { creditErrors } from '../shared/strings/credit';
import { issueText, UNREACHABLE_STATUS, type ProxyResponse } from './apiProxy';

const WAITING = '.sale.json';
const HELD = '.held.json';
const PARTIAL = '.partial';
const SEQUENCE_DIGITS = 12;
/** A sale's file name carries its id; the ids the till makes are UUIDs, but any file-safe key will do. */
const fileSafe = (saleId: string) => saleId.replace(/[^A-Za-z0-9-]/g, '_');

interface QueuedSale {
  saleId: string;
  queuedAt: string;
  body: Record<string, unknown>;
}

/** Answers worth trying again later: the server unreachable, failing, or the session needing renewal. */
const worthRetrying = (status: number) =>
  status === UNREACHABLE_STATUS || status === 401 || status === 408 || status === 429 || status >= 500;

const messageOf = (data: unknown, status: number): string => {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : `HTTP ${status}`;
};

export interface SaleQueueOptions {
  /** The queue's folder, in the user-data folder. */
  dir: string;
  /** Sends one counter sale's body to the server (the API proxy's `counterSale`). */
  send(body: Record<string, unknown>): Promise<ProxyResponse>;
  /** How long to wait before trying the server again while sales wait. */
  retryMs?: number;
}

export interface SaleQueue {
  /** `payload`: a counter sale as the window sends it. */
  submit(payload: unknown): Promise<SaleSubmission>;
  status(): Promise<SaleQueueStatus>;
  /** Sends the waiting sales now, in order, stopping at the first the server cannot take yet. */
  replay(): Promise<void>;
  /** Stops trying again later (the app is quitting, or a test is done). */
  stop(): void;
}

async function syncFolder(dir: string): Promise<void> {
  // A rename is only durable once its folder is; Windows cannot open a folder, and needs no such step.
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse to sync a folder; the rename is then as durable as they make it.
  } finally {
    await handle.close();
  }
}

async function writeDurably(dir: string, name: string, data: string): Promise<void> {
  const partial = join(dir, name + PARTIAL);
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, join(dir, name));
  await syncFolder(dir);
}

export function createSaleQueue({ dir, send, retryMs = 5_000 }: SaleQueueOptions): SaleQueue {
  let ready: Promise<void> | null = null;
  let nextSequence = 1;
  let retryTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** The last waiting sale sent was refused for a spent session: main cannot renew it, the window can. */
  let signInNeeded = false;
  // One submission or replay at a time: the queue's order is the order sales were taken.
  let turn: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = turn.then(task, task);
    turn = run.catch(() => undefined);
    return run;
  };

  const files = async (suffix: string) => (await readdir(dir)).filter((name) => name.endsWith(suffix)).sort();

  /** Creates the folder, forgets writes a crash cut short (never acknowledged) and finds the next number. */
  const prepare = () => {
    ready ??= (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const names = await readdir(dir);
      for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) await unlink(join(dir, name));
      const sequences = names.map((name) => Number.parseInt(name.slice(0, SEQUENCE_DIGITS), 10));
      nextSequence = Math.max(0, ...sequences.filter(Number.isFinite)) + 1;
    })().catch((error: unknown) => {
      // Asked again next time (the folder may become writable).
      ready = null;
      throw error;
    });
    return ready;
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // A replay that failed (a disk error) is tried again later; the sales stay on disk meanwhile.
      replay().catch(scheduleRetry);
    }, retryMs);
    retryTimer.unref();
  };

  /** Sends the waiting sales in order; answers null when none is left waiting, else the answer it stopped at. */
  const drain = async (): Promise<ProxyResponse | null> => {
    for (const name of await files(WAITING)) {
      const path = join(dir, name);
      const sale = JSON.parse(await readFile(path, 'utf8')) as QueuedSale;
      const answer = await send(sale.body);
      signInNeeded = answer.status === 401;
      if (worthRetrying(answer.status)) {
        scheduleRetry();
        return answer;
      }
      if (answer.status >= 400) {
        const held: HeldSale = {
          saleId: sale.saleId,
          queuedAt: sale.queuedAt,
          message: messageOf(answer.data, answer.status),
        };
        await writeDurably(dir, name.replace(WAITING, HELD), JSON.stringify({ ...held, body: sale.body }));
      }
      await unlink(path);
      await syncFolder(dir);
    }
    return null;
  };

  const enqueue = async (sale: QueuedSale): Promise<number> => {
    const name = `${String(nextSequence).padStart(SEQUENCE_DIGITS, '0')}-${fileSafe(sale.saleId)}${WAITING}`;
    nextSequence += 1;
    await writeDurably(dir, name, JSON.stringify(sale));
    scheduleRetry();
    return (await files(WAITING)).length;
  };

  const replay = () =>
    serial(async () => {
      await prepare();
      await drain();
    });

  return {
    submit(payload) {
      return serial(async (): Promise<SaleSubmission> => {
        const parsed = counterSaleSchema.safeParse(payload);
        if (!parsed.success) {
          const message = issueText(parsed.error);
          return { outcome: 'refused', status: 400, message, data: { message } };
        }
        await prepare();
        // The sale as the window sent it (the server reads it again); queued, it says when it was taken.
        const body = payload as Record<string, unknown>;
        const { saleId, payments } = parsed.data;
        const paidOtherwise = payments.find((payment) => payment.method !== 'cash');
        const stoppedAt = await drain();
        // Sales wait behind a spent session: the window renews it and hands this sale over again.
        if (stoppedAt?.status === 401) {
          const message = messageOf(stoppedAt.data, stoppedAt.status);
          return { outcome: 'refused', status: 401, message, data: stoppedAt.data };
        }
        const answer = stoppedAt === null ? await send(body) : { status: UNREACHABLE_STATUS, data: null };
        if (answer.status === UNREACHABLE_STATUS) {
          // Only cash is taken offline: a card's charge, a digital payment's reference and a customer's
          // credit need the server.
          if (paidOtherwise) {
            const message =
              paidOtherwise.method === 'card'
                ? counterOfflineText.cardNeedsNetwork
                : paidOtherwise.method === 'account'
                  ? creditErrors.accountOffline
                  : counterOfflineText.digitalNeedsNetwork;
            return { outcome: 'refused', status: UNREACHABLE_STATUS, message, data: { message } };
          }
          const takenAt = new Date().toISOString();
          const waiting = await enqueue({
            saleId,
            queuedAt: takenAt,
            body: { ...body, offline: true, takenAt },
          });
          return { outcome: 'queued', waiting };
        }
        if (answer.status >= 200 && answer.status < 300) return { outcome: 'recorded', data: answer.data };
        return {
          outcome: 'refused',
          status: answer.status,
          message: messageOf(answer.data, answer.status),
          data: answer.data,
        };
      });
    },

    async status() {
      await prepare();
      const held = await Promise.all(
        (await files(HELD)).map(async (name): Promise<HeldSale> => {
          const { saleId, queuedAt, message } = JSON.parse(
            await readFile(join(dir, name), 'utf8'),
          ) as HeldSale;
          return { saleId, queuedAt, message };
        }),
      );
      const waiting = (await files(WAITING)).length;
      return { waiting, held, signInNeeded: waiting > 0 && signInNeeded };
    },

    replay,

    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}
