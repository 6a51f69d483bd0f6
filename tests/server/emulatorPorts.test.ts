/**
 * Two stacks on one machine (`npm start` beside the e2e stack, or two AUTH_EMULATOR_PORTs) each give
 * their Auth emulator its own hub and logging ports, so neither dies at start: a stack's three ports
 * differ, and none is one that a running stack holds. The server suite's own emulator starts from this
 * config on every run.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, writeEmulatorConfig } from '../../scripts/emulatorConfig.mjs';

interface EmulatorPorts {
  emulators: Record<'auth' | 'hub' | 'logging', { host: string; port: number }>;
}

/** Holds `ports` as a running stack's emulator does, until `release`. */
async function hold(ports: number[]): Promise<{ release: () => Promise<void> }> {
  const servers = await Promise.all(
    ports.map(
      (port) =>
        new Promise<Server>((done, fail) => {
          const server = createServer();
          server.once('error', fail);
          server.listen(port, '127.0.0.1', () => done(server));
        }),
    ),
  );
  return {
    release: () =>
      Promise.all(servers.map((server) => new Promise((done) => server.close(done)))).then(() => {}),
  };
}

const portsOf = ({ emulators }: EmulatorPorts) => [
  emulators.auth.port,
  emulators.hub.port,
  emulators.logging.port,
];

describe("the Auth emulator's ports", () => {
  it('move with the auth port: a stack started beside a running one shares none of its ports, nor the defaults', async () => {
    const dirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'toolshop-ports-'))));
    const read = async (dir: string, authPort: number) =>
      JSON.parse(await readFile(await writeEmulatorConfig(dir, authPort), 'utf8')) as EmulatorPorts;
    let running: { release: () => Promise<void> } | undefined;
    try {
      const firstAuth = await freePort();
      const first = await read(dirs[0]!, firstAuth);
      running = await hold(portsOf(first));
      const secondAuth = await freePort();
      const second = await read(dirs[1]!, secondAuth);
      expect([first.emulators.auth.port, second.emulators.auth.port]).toEqual([firstAuth, secondAuth]);
      const ports = [...portsOf(first), ...portsOf(second)];
      expect(new Set(ports).size).toBe(6);
      expect(ports).not.toContain(4400);
      expect(ports).not.toContain(4500);
    } finally {
      await running?.release();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
