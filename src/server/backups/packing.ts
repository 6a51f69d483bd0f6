/**
 * Packs a backup of an open PGlite as the shop serves: a worker thread copies the database folder
 * beside it (snapshot.ts) and packs the copy (tarball.ts), and this thread only holds PGlite's query
 * lock for the copy's last pass. Packing here would need a turn of the event loop for every file
 * and chunk, and a busy shop's requests would take most of them; PGlite's own
 * `dumpDataDir('gzip')` read and compressed the whole folder inside the lock, stopping every query
 * for 10-15 s at 100,000 orders.
 */
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Writes a backup of `client`'s folder into the new file `out`. The copy, `<folder>.backing-up-<stamp>`
 * (the same disk, where copying is quickest), is removed after, and one a crashed backup left
 * before: one backup runs at a time, in the one process that holds the folder.
 */
export async function packBackup(client: PGlite, out: string, stamp: string): Promise<void> {
  const folder = client.dataDir;
  if (!folder) throw new Error('an in-memory database has no folder to back up');
  const prefix = `${basename(folder)}.backing-up-`;
  for (const name of await readdir(dirname(folder))) {
    if (name.startsWith(prefix)) await rm(join(dirname(folder), name), { recursive: true, force: true });
  }
  const copy = `${folder}.backing-up-${stamp}`;
  try {
    await runWorker(client, { folder, copy, out });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

function runWorker(client: PGlite, workerData: { folder: string; copy: string; out: string }) {
  return new Promise<void>((done, fail) => {
    const worker = new Worker(new URL('./packingWorker.mjs', import.meta.url), { workerData });
    const exited = new Promise<number>((settle) => worker.once('exit', settle));
    worker.once('message', () => {
      void client.runExclusive(async () => {
        const consistent = new Promise((settle) => worker.once('message', settle));
        worker.postMessage('locked');
        // A worker that dies here must not keep the lock.
        await Promise.race([consistent, exited]);
      });
    });
    worker.once('error', fail);
    void exited.then((code) => {
      if (code === 0) done();
      else fail(new Error(`packing the backup stopped (exit code ${code})`));
    });
  });
}
