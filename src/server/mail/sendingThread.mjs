/**
 * The mail thread (see mailThread.ts): renders each email it is handed, sends it through its own
 * pooled SMTP connections, and answers with the outcome. Plain JavaScript, since a worker starts
 * outside the process's TypeScript loader; it loads the code through tsx.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderEmail } = await tsImport('./renderEmail.ts', import.meta.url);
const { createSmtpMailer } = await tsImport('./mailer.ts', import.meta.url);

// Linux keeps a nice value per thread; elsewhere this would lower the whole shop's.
if (process.platform === 'linux') setPriority(workerData.nice);
const mailer = createSmtpMailer(workerData.smtp);

/**
 * A send begun in time can still be waiting for a pooled connection when the outbox counts its try
 * as failed, and go after all; the outbox's next try must not send it again. So the thread keeps
 * each email being sent, and each one sent, by Message-ID: a later try waits for the one under way
 * and answers that the email went, if it went.
 */
const underWay = new Map();
/** Message-ID → when it went, oldest first; kept as long as the outbox waits between tries. */
const sent = new Map();
const REMEMBER_SENT_MS = 3_600_000;

function rememberSent(messageId) {
  const now = Date.now();
  for (const [id, at] of sent) {
    if (now - at < REMEMBER_SENT_MS) break;
    sent.delete(id);
  }
  sent.set(messageId, now);
}

function deliver(message, envelope) {
  const { messageId } = envelope;
  const inTime = () => {
    if (Date.now() > envelope.sendBy) throw new Error('not begun within its try: it goes with the next');
  };
  const earlier = underWay.get(messageId);
  const delivery = (async () => {
    if (earlier) await earlier.catch(() => undefined);
    if (sent.has(messageId)) return;
    inTime();
    const email = renderEmail(message);
    inTime();
    await mailer.send({ to: { name: '', address: envelope.to }, ...email, messageId });
    rememberSent(messageId);
  })();
  underWay.set(messageId, delivery);
  const settled = () => {
    if (underWay.get(messageId) === delivery) underWay.delete(messageId);
  };
  delivery.then(settled, settled);
  return delivery;
}

parentPort.on('message', async (request) => {
  if (request === 'close') {
    mailer.close();
    parentPort.close();
    return;
  }
  const { id, message, envelope } = request;
  try {
    await deliver(message, envelope);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
