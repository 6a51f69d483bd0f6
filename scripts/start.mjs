#!/usr/bin/env node
/**
 * `npm start` / `npm run dev`: one command for the whole local stack.
 *
 *   1. builds the web app if dist/web/index.html is missing (not with --dev);
 *   2. in the default mode (a `demo-*` project id) starts the Firebase Auth emulator on 127.0.0.1,
 *      importing and exporting its accounts in ${DATA_DIR}/auth; without SMTP_URL, it starts the
 *      local mail catcher (maildev, emails kept in ${DATA_DIR}/mail) on MAIL_SMTP_PORT (1025) and
 *      MAIL_WEB_PORT (1080), whose inbox shows every email the shop sends;
 *   3. starts the API server and waits for /api/health;
 *   4. with --dev, also runs Vite's dev server for the renderer (it proxies /api to the server).
 *
 * Ctrl-C stops everything cleanly (the emulator exports its accounts). If a part dies, it says which
 * and exits non-zero. Settings: PORT, HOST, DATA_DIR, VITE_PORT (--dev), the emulator's port
 * (AUTH_EMULATOR_PORT, or the port of FIREBASE_AUTH_EMULATOR_HOST; default 9099; its hub and logging
 * ports are picked free at each start) and the server's own variables (see src/server/config.ts), so
 * tests can run an isolated stack beside this one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorDebugTail, writeEmulatorConfig } from './emulatorConfig.mjs';
import { mailCatcherArgs, waitForMailCatcher } from './mailCatcher.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIREBASE_BIN = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const dev = process.argv.includes('--dev');

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const dataDir = resolve(ROOT, env.DATA_DIR ?? '.data');
const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-toolshop';
const emulatorPort = Number(
  env.AUTH_EMULATOR_PORT ?? env.FIREBASE_AUTH_EMULATOR_HOST?.split(':').pop() ?? 9099,
);
const startEmulator = projectId.startsWith('demo-');
const startCatcher = !env.SMTP_URL;
const mailSmtpPort = Number(env.MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(env.MAIL_WEB_PORT ?? 1080);
const adminEmail = env.ADMIN_EMAIL ?? 'admin@toolshop.test';
const adminPassword = env.ADMIN_PASSWORD ?? 'toolshop-admin';

const PART_NAMES = {
  auth: 'the Firebase Auth emulator',
  mail: 'the mail catcher (maildev)',
  api: 'the API server',
  web: 'the Vite dev server',
};

/** Children in start order; stopped in reverse. */
const children = [];
let stopping = false;

const say = (message) => console.log(`[start] ${message}`);

function fail(message) {
  console.error(`\n[start] ERROR: ${message}\n`);
  void stopAll(1);
}

/** Forwards a child's output line by line with a label, keeping the last lines for error reports. */
function pipeOutput(child, label) {
  const recent = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        process.stdout.write(`[${label}] ${line}\n`);
      }
    });
  }
  return recent;
}

/**
 * Starts a long-running part. It gets its own process group, so a terminal's Ctrl-C reaches only this
 * script, which then stops each part exactly once (a second SIGINT would make the emulator skip
 * its export). `moreOnFailure` adds what the part's own log says when it stops unexpectedly.
 */
function run(label, command, args, options = {}, moreOnFailure = () => '') {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  const recent = pipeOutput(child, label);
  const part = {
    label,
    child,
    exited: new Promise((done) => child.once('exit', (code, signal) => done({ code, signal }))),
  };
  child.once('error', (error) =>
    fail(`${PART_NAMES[label] ?? label} could not be started: ${error.message}`),
  );
  part.exited.then(({ code, signal }) => {
    if (!stopping)
      fail(
        `${PART_NAMES[label] ?? label} stopped unexpectedly (${signal ?? `exit code ${code}`}). Its last output:\n${recent.join('\n')}${moreOnFailure()}`,
      );
  });
  children.push(part);
  return part;
}

/** Runs a command to completion, output shown as is; resolves with its exit code. */
function runToEnd(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const part of [...children].reverse()) {
    if (part.child.exitCode !== null || part.child.signalCode !== null) continue;
    // The emulator exports its accounts on SIGINT; the others stop on SIGTERM.
    part.child.kill(part.label === 'auth' ? 'SIGINT' : 'SIGTERM');
    const timer = setTimeout(() => {
      say(`${part.label} did not stop within 30 s; killing it.`);
      part.child.kill('SIGKILL');
    }, 30_000);
    await part.exited;
    clearTimeout(timer);
  }
  process.exit(exitCode);
}

function portIsFree(portToCheck, hostToCheck) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(portToCheck, hostToCheck, () => server.close(() => done(true)));
  });
}

/** Polls `url` until it answers 200, the part exits, or the time is up. */
async function waitFor(url, part, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) return false;
    if (part.child.exitCode !== null) return false;
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((wait) => setTimeout(wait, 300));
  }
  return false;
}

async function startAuthEmulator() {
  if (!existsSync(FIREBASE_BIN)) throw new Error('firebase-tools is not installed: run npm install.');
  if (!(await portIsFree(emulatorPort, '127.0.0.1'))) {
    throw new Error(
      `port ${emulatorPort} (Auth emulator) is in use. Is another "npm start" running? Set AUTH_EMULATOR_PORT to use another port.`,
    );
  }
  const emulatorDir = join(dataDir, 'emulator');
  const accountsDir = join(dataDir, 'auth');
  await mkdir(join(emulatorDir, 'tmp'), { recursive: true });
  const args = [
    FIREBASE_BIN,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    await writeEmulatorConfig(emulatorDir, emulatorPort),
    '--export-on-exit',
    accountsDir,
  ];
  if (existsSync(join(accountsDir, 'firebase-export-metadata.json'))) args.push('--import', accountsDir);
  const part = run(
    'auth',
    process.execPath,
    args,
    {
      // cwd: firebase-debug.log lands here. TMPDIR: the emulator hub's locator file lives there,
      // and a private one keeps two stacks (say, e2e tests beside npm start) from finding each other.
      cwd: emulatorDir,
      env: { ...env, NO_UPDATE_NOTIFIER: '1', TMPDIR: join(emulatorDir, 'tmp') },
    },
    () => `\nThe end of its firebase-debug.log:\n${emulatorDebugTail(emulatorDir)}`,
  );
  say(`starting the Firebase Auth emulator on 127.0.0.1:${emulatorPort}…`);
  if (!(await waitFor(`http://127.0.0.1:${emulatorPort}/`, part, 90))) {
    throw new Error('the Auth emulator did not become ready (see its output above).');
  }
  return `127.0.0.1:${emulatorPort}`;
}

async function startMailCatcher() {
  for (const [name, value] of [
    ['MAIL_SMTP_PORT', mailSmtpPort],
    ['MAIL_WEB_PORT', mailWebPort],
  ]) {
    if (!(await portIsFree(value, '127.0.0.1'))) {
      throw new Error(
        `port ${value} (${name}, the mail catcher) is in use. Is another "npm start" running? Set ${name} to use another port, or SMTP_URL to send through a mail server.`,
      );
    }
  }
  const mailDir = join(dataDir, 'mail');
  await mkdir(mailDir, { recursive: true });
  const part = run(
    'mail',
    process.execPath,
    mailCatcherArgs({ smtpPort: mailSmtpPort, webPort: mailWebPort, mailDir }),
  );
  say(`starting the mail catcher on 127.0.0.1:${mailSmtpPort}…`);
  if (!(await waitForMailCatcher(mailWebPort, () => part.child.exitCode === null && !stopping))) {
    throw new Error('the mail catcher did not become ready (see its output above).');
  }
}

async function main() {
  process.on('SIGINT', () => {
    say('stopping…');
    void stopAll(0);
  });
  process.on('SIGTERM', () => void stopAll(0));
  // If this script dies some other way, its detached children must not outlive it.
  process.on('exit', () => {
    for (const part of children) if (part.child.exitCode === null) part.child.kill('SIGKILL');
  });

  for (const [name, value] of [
    ['PORT', port],
    ['AUTH_EMULATOR_PORT', emulatorPort],
    ['MAIL_SMTP_PORT', mailSmtpPort],
    ['MAIL_WEB_PORT', mailWebPort],
  ]) {
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      throw new Error(`${name} must be a port number.`);
  }
  // Only the default web directory is built here; a WEB_DIR given by hand is the caller's business.
  if (!dev && !env.WEB_DIR && !existsSync(join(ROOT, 'dist/web/index.html'))) {
    say('dist/web is missing: building the web app (npm run build:web)…');
    const code = await runToEnd(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:web']);
    if (code !== 0) throw new Error(`building the web app failed (exit code ${code}).`);
  }
  if (!(await portIsFree(port, host))) {
    throw new Error(`port ${port} on ${host} is in use. Set PORT to use another port.`);
  }

  // DATA_DIR is the shop's user's alone, whatever the umask (set after the web build, whose files
  // are public): what this script creates there and what its parts (the emulator, the mail catcher,
  // the server) write inherit it; the server tightens what an earlier run left looser.
  process.umask(0o077);
  // React renders the emails on the server: its production build, unless --dev (its warnings).
  const serverEnv = {
    ...env,
    NODE_ENV: env.NODE_ENV ?? (dev ? 'development' : 'production'),
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
  };
  if (startEmulator) serverEnv.FIREBASE_AUTH_EMULATOR_HOST = await startAuthEmulator();
  if (startCatcher) await startMailCatcher();

  const server = run('api', process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env: serverEnv });
  const origin = `http://${host}:${port}`;
  say('starting the API server…');
  if (!(await waitFor(`${origin}/api/health`, server, 120))) {
    throw new Error('the API server did not become healthy (see its output above).');
  }

  let url = origin;
  if (dev) {
    const vitePort = Number(env.VITE_PORT ?? 5173);
    const vite = run(
      'web',
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        '--config',
        'vite.web.config.ts',
        '--port',
        String(vitePort),
        '--strictPort',
      ],
      // vite.web.config.ts proxies /api to PORT.
      { env: { ...env, PORT: String(port) } },
    );
    url = `http://localhost:${vitePort}`;
    if (!(await waitFor(url, vite, 60)))
      throw new Error('the Vite dev server did not start (see its output above).');
  }

  console.log('');
  say(`Toolshop is running: ${url}${dev ? ` (Vite dev server; API at ${origin}/api)` : ''}`);
  if (startCatcher) say(`Emails the shop sends: http://127.0.0.1:${mailWebPort} (the local mail catcher)`);
  if (startEmulator) {
    say(`Admin sign-in: ${adminEmail} / ${adminPassword}`);
    say(`Data: ${dataDir} (database, Auth emulator accounts, emails). Press Ctrl-C to stop.`);
  } else {
    say('Press Ctrl-C to stop.');
  }
}

main().catch((error) => {
  // A Ctrl-C during start-up interrupts the waits: that is not a failure to report.
  if (!stopping) fail(error instanceof Error ? error.message : String(error));
});
