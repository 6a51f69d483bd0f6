/**
 * The e2e stack's API process, found in /proc: node running src/server/index.ts with this stack's
 * PORT. The benchmarks read its data folder and its memory from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { stack } from '../e2e/web/support/stack';

export interface StackApiProcess {
  pid: number;
  /** Its environment, as it was started. */
  env: Record<string, string>;
}

export function stackApiProcess(): StackApiProcess {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (cmdline.includes('src/server/index.ts') && environ.includes(`PORT=${stack.port}`)) {
        const env = Object.fromEntries(
          environ
            .filter(Boolean)
            .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
        );
        return { pid: Number(entry), env };
      }
    } catch {
      // A process that ended or is not ours to read.
    }
  }
  throw new Error('API process not found');
}
