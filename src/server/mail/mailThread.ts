/**
 * Emails rendered and sent on a thread of their own (sendingThread.mjs). React's rendering, the
 * plain-text part and SMTP's encoding were a fifth of a busy shop's CPU, spent on the thread that
 * answers requests. On Linux that thread also runs at a lower priority (nice), so that when the cores
 * are busy the shop answers its customers first and the outbox, which keeps every email until it is
 * sent, catches up as they free. The thread starts with the first email, and again after a crash.
 */
import { Worker } from 'node:worker_threads';
import type { Config } from '../config';
import type { EmailMessage } from './messages';

/** Where an email goes, and its Message-ID (`<id@domain>`, the same for every try). */
export interface Envelope {
  to: string;
  messageId: string;
  /**
   * When the outbox counts this try as failed and will try again (epoch ms): the thread begins
   * nothing after then, so an email that waited too long on a busy thread is not sent by this try
   * as well as by the next; and the next, if this one is still sending, waits for its outcome.
   */
  sendBy: number;
}

export interface EmailSender {
  /** Resolves once the mail server accepted the rendered email; rejects with its reason otherwise. */
  send(message: EmailMessage, envelope: Envelope): Promise<void>;
  /** Closes the mail server's connections and ends the thread. */
  close(): Promise<void>;
}

/** The sending thread's nice value; the shop's own threads keep 0, so requests come first. */
const SENDING_NICE = 10;
/** How long a closing thread may take to say goodbye to the mail server. */
const CLOSE_MS = 2000;

interface Reply {
  id: number;
  error?: string;
}

export function startMailThread(smtp: Pick<Config['mail'], 'smtpUrl' | 'from'>): EmailSender {
  const waiting = new Map<number, { done(): void; fail(error: Error): void }>();
  let nextId = 0;
  let worker: Worker | null = null;

  const failAll = (error: Error) => {
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
  };

  const thread = () => {
    if (worker) return worker;
    const started = new Worker(new URL('./sendingThread.mjs', import.meta.url), {
      workerData: { smtp, nice: SENDING_NICE },
    });
    started.on('message', ({ id, error }: Reply) => {
      const waiter = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) waiter?.done();
      else waiter?.fail(new Error(error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('the mail thread stopped'));
    });
    // The outbox keeps what is unsent: the thread alone never holds a process open.
    started.unref();
    worker = started;
    return started;
  };

  return {
    async send(message, envelope) {
      const id = nextId++;
      const sent = new Promise<void>((done, fail) => waiting.set(id, { done, fail }));
      try {
        thread().postMessage({ id, message, envelope });
      } catch (error) {
        waiting.delete(id);
        throw error;
      }
      return sent;
    },
    async close() {
      const closing = worker;
      if (!closing) return;
      const exited = new Promise((settle) => closing.once('exit', settle));
      closing.postMessage('close');
      const timer = setTimeout(() => void closing.terminate(), CLOSE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
