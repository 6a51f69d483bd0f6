/**
 * A real Firebase Auth emulator for the test run, on a free port with its own config and temp dir
 * (so it never touches `npm start`'s emulator or its data). An emulator that dies while starting is
 * started once more on new ports: its ports are picked free a moment before it binds them, and
 * on a busy shared machine another process can take one in between.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { emulatorDebugTail, freePort, writeEmulatorConfig } from '../../../scripts/emulatorConfig.mjs';

const FIREBASE_BIN = resolve(import.meta.dirname, '../../../node_modules/firebase-tools/lib/bin/firebase.js');
const START_TIMEOUT_MS = 90_000;

export interface RunningEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  stop(): Promise<void>;
}

class EmulatorExited extends Error {}

export async function startAuthEmulator(projectId: string): Promise<RunningEmulator> {
  try {
    return await startOnce(projectId);
  } catch (error) {
    if (!(error instanceof EmulatorExited)) throw error;
    console.warn(`${error.message}\nStarting it once more on new ports.`);
    return startOnce(projectId);
  }
}

async function startOnce(projectId: string): Promise<RunningEmulator> {
  const dir = await mkdtemp(join(tmpdir(), 'toolshop-auth-emulator-'));
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  // The same config as `npm start` writes: hub and logging ports of its own, so emulators never collide.
  const configFile = await writeEmulatorConfig(dir, port);
  const child = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    // TMPDIR: the emulator hub's locator file lives there; a private one keeps runs apart.
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', TMPDIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) {
      const log = emulatorDebugTail(dir);
      await rm(dir, { recursive: true, force: true });
      throw new EmulatorExited(`The Auth emulator exited (${child.exitCode}):\n${output}\n${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Auth emulator did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    ready = await fetch(`http://${host}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    host,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
