/**
 * The shop's own processes as a user runs them: the API server (what `npm start` runs last) and the
 * `npm run` scripts, as child processes with the environment given, in the repository's folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** What a finished script said and how it exited. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<name>.ts` as `npm run <name>` does, to its end. */
export function runScript(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

/** Starts the API server; its error output is kept in `output()`. */
export function startApiServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits for `url` to answer 200; throws if `child` exits first. */
export async function untilHealthy(url: string, child: ChildProcess, output = () => ''): Promise<void> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`exited with ${child.exitCode} before ${url} answered:\n${output()}`);
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
}

/** Stops `child` with `signal` and waits for it to exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}
