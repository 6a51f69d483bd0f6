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
 * Each email being sent, by Message-ID. A send begun in time can still be waiting for a pooled
 * connection when the outbox counts its try as failed; the retry then waits for it and, if it went,
 * answers that it went rather than sending it again.
 */
const underWay = new Map();

function deliver(message, envelope) {
  const inTime = () => {
    if (Date.now() > envelope.sendBy) throw new Error('not begun within its try: it goes with the next');
  };
  const earlier = underWay.get(envelope.messageId);
  const delivery = (async () => {
    if (
      earlier &&
      (await earlier.then(
        () => true,
        () => false,
      ))
    )
      return;
    inTime();
    const email = await renderEmail(message);
    inTime();
    await mailer.send({ to: { name: '', address: envelope.to }, ...email, messageId: envelope.messageId });
  })();
  underWay.set(envelope.messageId, delivery);
  const settled = () => {
    if (underWay.get(envelope.messageId) === delivery) underWay.delete(envelope.messageId);
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
