/**
 * Two stacks on one machine (`npm start` beside the e2e stack, or two AUTH_EMULATOR_PORTs) each give
 * their Auth emulator its own hub and logging ports, so neither dies at start. The
 * server suite's own emulator starts from this config on every run.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, writeEmulatorConfig } from '../../scripts/emulatorConfig.mjs';

interface EmulatorPorts {
  emulators: Record<'auth' | 'hub' | 'logging', { host: string; port: number }>;
}

describe("the Auth emulator's ports", () => {
  it('move with the auth port: every port of two stacks differs, none is the shared default', async () => {
    const dirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'toolshop-ports-'))));
    try {
      const authPorts = [await freePort(), await freePort()];
      const configs = await Promise.all(
        dirs.map(async (dir, i) => {
          const file = await writeEmulatorConfig(dir, authPorts[i]!);
          return JSON.parse(await readFile(file, 'utf8')) as EmulatorPorts;
        }),
      );
      const ports = configs.flatMap(({ emulators }) => [
        emulators.auth.port,
        emulators.hub.port,
        emulators.logging.port,
      ]);
      expect(configs.map((c) => c.emulators.auth.port)).toEqual(authPorts);
      expect(new Set(ports).size).toBe(6);
      expect(ports).not.toContain(4400);
      expect(ports).not.toContain(4500);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
