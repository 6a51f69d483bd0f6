/**
 * The outbox's sender, run by every instance: it takes due rows a batch at a time (`FOR UPDATE SKIP
 * LOCKED`, so two instances never take the same row) and moves each one's next try past the
 * claim's end before sending, so a sender that dies mid-send leaves its rows to be sent again once
 * that time passes, and nothing is lost. Each email keeps one Message-ID across tries. A failed send
 * is retried with a doubling wait; one still failing after the give-up time is marked failed, which
 * the order's timeline, the overview and the admins' bell show.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { queryRows, type Database } from '../db/database';
import { mailOutbox, type MailRow } from '../db/schema';
import { rowFrom } from '../orders/placement';
import type { Mailer } from './mailer';
import type { EmailMessage, RenderedEmail } from './messages';

export interface MailWorkerDeps {
  db: Database;
  mailer: Mailer;
  compose(row: MailRow): Promise<EmailMessage | null>;
  render(message: EmailMessage): Promise<RenderedEmail>;
  config: Pick<Config['mail'], 'claimMs' | 'retryBaseMs' | 'giveUpMs' | 'from'>;
  /** `<row id@this>` names each email. */
  messageIdDomain: string;
  onError(error: unknown): void;
}

export interface MailWorker {
  /** Looks for due emails now rather than at the next poll (after a change queued some). */
  wake(): void;
  /** Sends what is due now; answers how many rows it took. */
  sendDue(): Promise<number>;
  /** Finishes the batch in hand and stops. */
  stop(): Promise<void>;
}

/** Rows one sender takes at a time, and how many of them are in flight at once. */
const BATCH = 20;
const IN_FLIGHT = 4;
/** How often an idle worker looks for due rows (others' instances, retries coming due). */
const POLL_MS = 1000;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 3_600_000;

export function createMailWorker({
  db,
  mailer,
  compose,
  render,
  config,
  messageIdDomain,
  onError,
}: MailWorkerDeps) {
  const claim = async (): Promise<MailRow[]> => {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`
      update ${mailOutbox} m
      set next_attempt_at = now() + ${config.claimMs}::double precision * interval '1 millisecond',
          attempts = m.attempts + 1
      where m.id in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      )
      returning m.*`,
    );
    return rows.map((row) => rowFrom(mailOutbox, row));
  };

  const finish = (row: MailRow, status: 'sent' | 'dropped') =>
    db
      .update(mailOutbox)
      .set({ status, doneAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, row.id));

  const failed = async (row: MailRow, error: unknown) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givingUp = Date.now() - row.createdAt.getTime() >= config.giveUpMs;
    const wait = Math.min(config.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_MS);
    await db
      .update(mailOutbox)
      .set(
        givingUp
          ? { status: 'failed', doneAt: new Date(), lastError: reason }
          : { nextAttemptAt: new Date(Date.now() + wait), lastError: reason },
      )
      .where(eq(mailOutbox.id, row.id));
  };

  const sendOne = async (row: MailRow) => {
    try {
      const message = await compose(row);
      if (!message) return await finish(row, 'dropped');
      const email = await render(message);
      await mailer.send({ to: row.toAddress, ...email, messageId: `<${row.id}@${messageIdDomain}>` });
      await finish(row, 'sent');
    } catch (error) {
      await failed(row, error).catch(onError);
    }
  };

  const sendDue = async () => {
    const rows = await claim();
    for (let start = 0; start < rows.length; start += IN_FLIGHT) {
      await Promise.all(rows.slice(start, start + IN_FLIGHT).map(sendOne));
    }
    return rows.length;
  };

  let running = true;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const pause = () =>
    new Promise<void>((resume) => {
      const timer = setTimeout(resume, POLL_MS);
      wakeUp = () => {
        clearTimeout(timer);
        resume();
      };
    }).finally(() => (wakeUp = null));

  const loop = (async () => {
    while (running) {
      woken = false;
      const taken = await sendDue().catch((error: unknown) => {
        onError(error);
        return 0;
      });
      if (running && taken < BATCH && !woken) await pause();
    }
  })();

  return {
    wake,
    sendDue,
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      mailer.close();
    },
  } satisfies MailWorker;
}
