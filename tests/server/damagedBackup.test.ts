/**
 * A damaged backup (README, Backups): a real backup cut short, as a copy interrupted or a disk
 * filled would leave it, is "not a backup" to `npm run restore`: a clear message, a non-zero exit,
 * no stack trace, and nothing left behind in DATA_DIR, whether it is empty or holds a database.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/emulatorConfig.mjs';
import { restoreBackup, takeBackup } from '../../src/server/backups/backups';
import { openDatabase } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/seed';
import { runScript } from './support/shopProcesses';

let folder: string;
let truncated: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'toolshop-damaged-'));
  const shop = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'shop', 'db') });
  await shop.prepare((db) => seedCatalogue(db).then(() => undefined));
  const { file } = await takeBackup(shop.pglite!, join(folder, 'backups'), 1);
  await shop.close();
  const whole = await readFile(file);
  truncated = join(folder, 'truncated.tar.gz');
  await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const restoreInto = async (dataDir: string, ...args: string[]) =>
  runScript('restore', [truncated, ...args], { DATA_DIR: dataDir, PORT: String(await freePort()) });

describe('restoring a damaged backup', () => {
  it('into an empty DATA_DIR: not a backup, a non-zero exit, and nothing left behind', async () => {
    const dataDir = join(folder, 'empty');
    const run = await restoreInto(dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/truncated\.tar\.gz is not a backup/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
  });

  it('over a database, even forced: refused, and the database is as it was', async () => {
    const dataDir = join(folder, 'shop');
    const before = await readdir(dataDir);
    const run = await restoreInto(dataDir, '--force');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not a backup/);
    expect(await readdir(dataDir)).toEqual(before);
    const kept = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    expect((await kept.db.select().from(schema.products)).length).toBeGreaterThan(0);
    await kept.close();
  });

  it('is refused by restoreBackup itself with the same words', async () => {
    await expect(restoreBackup(truncated, join(folder, 'direct', 'db'))).rejects.toThrow(/not a backup/);
    expect(await readdir(join(folder, 'direct')).catch(() => [])).toEqual([]);
  });
});
