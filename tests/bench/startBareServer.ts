/** The benchmarks' ceiling: ./bareServer.ts in a process of its own, answering the given bytes. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Starts ./bareServer.ts on the given bytes; resolves with its address and its process. */
export async function startBareServer(plain: Buffer, gzipped: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'toolshop-bench-'));
  writeFileSync(join(dir, 'catalogue.json'), plain);
  writeFileSync(join(dir, 'catalogue.json.gz'), gzipped);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(import.meta.dirname, 'bareServer.ts'),
      join(dir, 'catalogue.json'),
      join(dir, 'catalogue.json.gz'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [firstLine] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: firstLine.toString().trim(),
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
