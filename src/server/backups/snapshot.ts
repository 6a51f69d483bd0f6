/**
 * A consistent copy of an open PGlite's folder, for a backup to pack at leisure. PGlite writes its
 * files straight to disk from the statement that runs, one statement at a time, so the folder as
 * it stands between two statements is what a power cut at that instant would leave, and
 * PostgreSQL's recovery makes it whole on restore. The copy is made in that gap, holding PGlite's
 * query lock (as its own `dumpDataDir` does): file by file in the kernel (a reflink where the
 * filesystem has them), which takes a fraction of a second where `dumpDataDir` read every byte into
 * memory and gzipped it inside the lock, stopping every query for seconds.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Files copied at once: enough to keep the disk busy, few enough to leave libuv threads free. */
const COPIES_IN_FLIGHT = 4;

async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const entry of entries.filter((e) => e.isDirectory())) {
    await mkdir(join(to, relative(from, join(entry.parentPath, entry.name))), { recursive: true });
  }
  const files = entries.filter((e) => e.isFile()).map((e) => relative(from, join(e.parentPath, e.name)));
  let next = 0;
  await Promise.all(
    Array.from({ length: COPIES_IN_FLIGHT }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
      }
    }),
  );
}

/**
 * Copies `client`'s database folder, while no statement runs, into `<folder>.backing-up-<stamp>`
 * beside it (the same disk, where a copy is quickest), and answers where. A copy a crashed backup
 * left is removed first: one backup runs at a time, in the one process that holds the folder.
 */
export async function takeSnapshot(client: PGlite, stamp: string): Promise<string> {
  const folder = client.dataDir;
  if (!folder) throw new Error('an in-memory database has no folder to back up');
  const prefix = `${basename(folder)}.backing-up-`;
  for (const name of await readdir(dirname(folder))) {
    if (name.startsWith(prefix)) await rm(join(dirname(folder), name), { recursive: true, force: true });
  }
  const copy = `${folder}.backing-up-${stamp}`;
  await client.runExclusive(() => copyFolder(folder, copy));
  return copy;
}
