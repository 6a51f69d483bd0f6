/**
 * The outbox's sender, run by every instance: it takes a few due rows at a time (`FOR UPDATE SKIP
 * LOCKED`, so two instances never take the same row) and moves each one's next try past the
 * claim's end before sending, so a sender that dies mid-send leaves its rows to be sent again once
 * that time passes, and nothing is lost. Each row is sent within half its claim (or counts as a
 * failed try); the claim's outcomes are written together, each only if no later claim took it
 * meanwhile (its attempt count is the fence). A send that outlives its try still holds its place
 * until the mail thread answers, so no more than IN_FLIGHT emails are ever being sent: the most a
 * sender killed mid-send can have sent without recording it; and it holds its row, so no other
 * instance sends that email meanwhile. Each email keeps one Message-ID across tries. A failed send
 * is retried with a doubling wait; one still failing after the give-up time is marked failed, which
 * the order's timeline, the overview and the admins' bell show. Times come from the database's
 * clock, which every instance shares.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { queryRows, rowFrom, type Database } from '../db/database';
import { mailOutbox, type MailRow } from '../db/schema';
import type { EmailSender } from './mailThread';
import type { EmailMessage } from './messages';

export interface MailWorkerDeps {
  db: Database;
  compose(row: MailRow): Promise<EmailMessage | null>;
  /** Renders and sends a composed email. */
  sender: EmailSender;
  config: Pick<Config['mail'], 'claimMs' | 'retryBaseMs' | 'giveUpMs'>;
  /** `<row id@this>` names each email. */
  messageIdDomain: string;
  onError(error: unknown): void;
}

export interface MailWorker {
  /** Looks for due emails now rather than at the next poll (after a change queued some). */
  wake(): void;
  /** Finishes the rows in hand and stops. */
  stop(): Promise<void>;
}

/** Emails one sender has in hand at once, from its claims to the mail thread's answers. */
const IN_FLIGHT = 4;
/** How often an idle worker looks for due rows (others' instances, retries coming due). */
const POLL_MS = 1000;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 3_600_000;

const millis = (ms: number) => sql`${ms}::double precision * interval '1 millisecond'`;

/** `work`'s outcome, or a failure once `ms` pass (a mail server or identity service that hangs). */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createMailWorker({
  db,
  compose,
  sender,
  config,
  messageIdDomain,
  onError,
}: MailWorkerDeps): MailWorker {
  const claim = async (limit: number): Promise<MailRow[]> => {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`
      update ${mailOutbox} m
      set next_attempt_at = now() + ${millis(config.claimMs)}, attempts = m.attempts + 1
      where m.id in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning m.*`,
    );
    return rows.map((row) => rowFrom(mailOutbox, row));
  };

  /** Still this sender's: pending, and not taken again since (a later claim raised `attempts`). */
  const stillOurs = (row: MailRow) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts));

  /** Each row sent or dropped, in one statement for the claim's rows, where the row is still ours. */
  const finish = async (done: { row: MailRow; status: 'sent' | 'dropped' }[]) => {
    if (done.length === 0) return;
    const outcomes = done.map(({ row, status }) => ({ id: row.id, attempts: row.attempts, status }));
    await db.execute(sql`
      update ${mailOutbox} m
      set status = d.status, done_at = now(), last_error = null
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as d(id text, attempts int, status text)
      where m.id = d.id and m.status = 'pending' and m.attempts = d.attempts`);
  };

  /**
   * A failed try, retried after the doubling wait; one that ran out while its send was still under
   * way (`underWay`) no sooner than a whole claim from now (its send holds the row meanwhile).
   */
  const failed = async (row: MailRow, error: unknown, underWay: boolean) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const doubling = Math.min(config.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_MS);
    const wait = underWay ? Math.max(doubling, config.claimMs) : doubling;
    const givingUp = sql`now() - ${mailOutbox.createdAt} >= ${millis(config.giveUpMs)}`;
    await db
      .update(mailOutbox)
      .set({
        status: sql`case when ${givingUp} then 'failed' else 'pending' end`,
        doneAt: sql`case when ${givingUp} then now() end`,
        nextAttemptAt: sql`now() + ${millis(wait)}`,
        lastError: reason,
      })
      .where(stillOurs(row));
  };

  /** Sends the mail thread has not answered yet, those whose try ran out included. */
  const sending = new Set<Promise<void>>();
  /** Rows whose try ran out with their send under way, held until the mail thread answers. */
  const holding = new Set<Promise<void>>();

  /**
   * Holds a row whose try ran out while its send `outcome` is under way: its next try is kept a
   * claim ahead until the mail thread answers (SMTP's own timeouts see that it does), so no instance
   * sends it again meanwhile: another's mail thread cannot know this one's is sending it. Then its
   * outcome is written where the row is still at this attempt: sent, or failed as any try.
   */
  const holdUntilAnswered = (row: MailRow, outcome: Promise<'sent' | 'dropped'>) => {
    const keepAhead = setInterval(() => {
      db.update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${millis(config.claimMs)}` })
        .where(stillOurs(row))
        .catch(onError);
    }, config.claimMs / 2);
    const held = outcome
      .then(
        (status) => finish([{ row, status }]),
        (error: unknown) => failed(row, error, false),
      )
      .catch(onError)
      .finally(() => {
        clearInterval(keepAhead);
        holding.delete(held);
      });
    holding.add(held);
  };

  const attempt = async (row: MailRow, sendBy: number): Promise<'sent' | 'dropped'> => {
    const message = await compose(row);
    if (!message) return 'dropped';
    const sent = sender.send(message, {
      to: row.toAddress,
      messageId: `<${row.id}@${messageIdDomain}>`,
      sendBy,
    });
    sending.add(sent);
    const answered = () => {
      const wasFull = sending.size === IN_FLIGHT;
      sending.delete(sent);
      if (wasFull) wake();
    };
    sent.then(answered, answered);
    await sent;
    return 'sent';
  };

  /**
   * The row's outcome once sent or dropped; a failed try is written at once, and answers null. A send
   * begun within its try may still go after the try ran out: the row is held until it is answered.
   */
  const sendOne = async (row: MailRow) => {
    const tryMs = config.claimMs / 2;
    const outcome = attempt(row, Date.now() + tryMs);
    let answered = false;
    outcome.then(
      () => (answered = true),
      () => (answered = true),
    );
    try {
      return { row, status: await withinMs(outcome, tryMs) };
    } catch (error) {
      const underWay = !answered;
      await failed(row, error, underWay).catch(onError);
      if (underWay) holdUntilAnswered(row, outcome);
      return null;
    }
  };

  /** Sends what is due, as many as there is room for; answers whether to look again at once. */
  const sendDue = async (): Promise<boolean> => {
    const room = IN_FLIGHT - sending.size;
    // Full of sends that outlived their tries: the first of them to be answered wakes the loop.
    if (room === 0) return false;
    const rows = await claim(room);
    const outcomes = await Promise.all(rows.map(sendOne));
    await finish(outcomes.filter((outcome) => outcome !== null));
    return rows.length === room;
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
      const more = await sendDue().catch((error: unknown) => {
        onError(error);
        return false;
      });
      if (running && !more && !woken) await pause();
    }
  })();

  return {
    wake,
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await sender.close();
      await Promise.all(holding);
    },
  };
}
