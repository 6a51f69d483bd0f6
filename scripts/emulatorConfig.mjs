/**
 * The Auth emulator's config for one stack: the repository's firebase.json with the stack's auth
 * port, and hub and logging ports of its own. firebase-tools otherwise puts every emulator suite's
 * hub on 4400 and its logging on 4500, so a second stack on the machine (npm start beside the e2e
 * stack, or two different AUTH_EMULATOR_PORTs) dies at start with "An unexpected error has occurred".
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_CONFIG = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'firebase.json');

/**
 * `count` different ports on 127.0.0.1 that the OS says are free right now, none of them in `except`.
 * All are held open until the last is found: the OS picks a listener's port at random and may give a
 * port it just handed out and got back, so ports taken one at a time can repeat.
 */
export async function freePorts(count, except = []) {
  const servers = [];
  const ports = [];
  try {
    while (ports.length < count) {
      const server = createServer();
      servers.push(server);
      const port = await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', () => done(server.address().port));
      });
      if (!except.includes(port)) ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(() => done()))));
  }
}

/** A port on 127.0.0.1 that the OS says is free right now. */
export const freePort = async () => (await freePorts(1))[0];

/** Writes `${dir}/firebase.json` for an Auth emulator on `authPort`; answers its path. */
export async function writeEmulatorConfig(dir, authPort) {
  const config = JSON.parse(await readFile(REPO_CONFIG, 'utf8'));
  const [hubPort, loggingPort] = await freePorts(2, [authPort]);
  config.emulators.auth = { ...config.emulators.auth, port: authPort };
  config.emulators.hub = { host: '127.0.0.1', port: hubPort };
  config.emulators.logging = { host: '127.0.0.1', port: loggingPort };
  const file = join(dir, 'firebase.json');
  await writeFile(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The end of the firebase-debug.log an emulator left in `dir` (its working directory). When the
 * emulator dies with only "An unexpected error has occurred" on its console, the cause is here.
 */
export function emulatorDebugTail(dir, lines = 25) {
  try {
    const log = readFileSync(join(dir, 'firebase-debug.log'), 'utf8');
    return log.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no firebase-debug.log)';
  }
}
