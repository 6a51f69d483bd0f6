/**
 * The local mail catcher (maildev) as every stack runs it: `npm start` in the default mode, the e2e
 * stack and the API tests. SMTP and its inbox (web page and REST API) listen on 127.0.0.1 only, on
 * the ports given, so two stacks on one machine never share one.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAILDEV_BIN = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  'node_modules/maildev/bin/maildev',
);

/** maildev's arguments: its ports, and the folder that keeps the emails across restarts. */
export const mailCatcherArgs = ({ smtpPort, webPort, mailDir }) => [
  MAILDEV_BIN,
  '--smtp',
  String(smtpPort),
  '--web',
  String(webPort),
  '--ip',
  '127.0.0.1',
  '--web-ip',
  '127.0.0.1',
  '--mail-directory',
  mailDir,
  '--silent',
];

/** Polls the catcher's health check until it answers, `isAlive()` turns false, or `seconds` pass. */
export async function waitForMailCatcher(webPort, isAlive, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && isAlive()) {
    const ok = await fetch(`http://127.0.0.1:${webPort}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return false;
}
