/**
 * drizzle's snapshots keep up with the schema: `npm run db:generate` on an unchanged schema has
 * nothing to do, so a real change yields just its own migration, never interactive prompts about
 * tables the snapshots forgot. Run against a copy of the migrations, so nothing here is written.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'toolshop-migrations-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('finds no schema change that the migrations do not already hold', () => {
  cpSync(join(ROOT, 'src/server/db/migrations'), copy, { recursive: true });
  const before = readdirSync(copy).sort();
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/server/db/schema.ts',
      // drizzle-kit reads `--out` relative to its working directory, whatever it is given.
      '--out',
      relative(ROOT, copy),
    ],
    { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('No schema changes');
  expect(readdirSync(copy).sort()).toEqual(before);
});
