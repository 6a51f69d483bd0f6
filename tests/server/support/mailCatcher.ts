/**
 * A real maildev for tests, as `npm start` runs it (scripts/mailCatcher.mjs), on free ports, and a
 * client of its REST API: what arrived, as a person's inbox would show it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../../scripts/emulatorConfig.mjs';
import { mailCatcherArgs, waitForMailCatcher } from '../../../scripts/mailCatcher.mjs';

export interface RunningMailCatcher {
  smtpPort: number;
  webPort: number;
  /** The folder maildev keeps each email in, a file each. */
  mailDir: string;
  /** Stops it (the emails it holds stay in its folder for the next start). */
  stop(): Promise<void>;
  /** Starts it again on the same ports. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

export async function startMailCatcher(): Promise<RunningMailCatcher> {
  const mailDir = await mkdtemp(join(tmpdir(), 'toolshop-maildev-'));
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(process.execPath, mailCatcherArgs({ smtpPort, webPort, mailDir }), {
      stdio: 'ignore',
    });
    child = started;
    if (!(await waitForMailCatcher(webPort, () => started.exitCode === null))) {
      started.kill('SIGKILL');
      throw new Error(`maildev did not start on ${smtpPort}/${webPort}`);
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    smtpPort,
    webPort,
    mailDir,
    start,
    stop,
    async remove() {
      await stop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/** An email as maildev's `GET /email` lists it. */
export interface CaughtEmail {
  id: string;
  subject: string;
  messageId: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface Mailbox {
  /** Everything that arrived for `to` (every address when omitted), oldest first. */
  emails(to?: string): Promise<CaughtEmail[]>;
  /** Waits until `to` holds an email that matches; fails with what did arrive after `timeoutMs`. */
  waitFor(to: string, match: (email: CaughtEmail) => boolean, timeoutMs?: number): Promise<CaughtEmail>;
}

export function mailbox(webPort: number): Mailbox {
  const base = `http://127.0.0.1:${webPort}`;
  const emails = async (to?: string) => {
    const res = await fetch(`${base}/email${to ? `?${new URLSearchParams({ 'to.address': to })}` : ''}`);
    if (!res.ok) throw new Error(`maildev GET /email: ${res.status}`);
    return (await res.json()) as CaughtEmail[];
  };
  return {
    emails,
    async waitFor(to, match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const arrived = await emails(to);
        const found = arrived.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no matching email for ${to} within ${timeoutMs} ms; arrived: ${JSON.stringify(arrived.map((e) => e.subject))}`,
          );
        }
        await new Promise((wait) => setTimeout(wait, 150));
      }
    },
  };
}
