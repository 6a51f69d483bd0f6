/**
 * `npm run backup`: one backup of the embedded database now, into BACKUP_DIR (DATA_DIR/backups).
 * A PGlite folder belongs to one process, so while the shop runs it is asked to take the backup
 * (from this computer, with the secret it keeps in DATA_DIR); with the shop stopped this opens the
 * folder itself, and refuses to while a live process holds it (a shop it could not reach: another
 * PORT, or a HOST that is not loopback). On PostgreSQL, backups are pg_dump's: see the README.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { takeBackup } from '../src/server/backups/backups';
import { loadConfig } from '../src/server/config';
import { createPrivately } from '../src/server/dataFolder';
import { openDatabase } from '../src/server/db/database';
import { FolderInUseError } from '../src/server/db/folderLock';

// What it writes into DATA_DIR is the shop's user's alone.
createPrivately();

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README), not with this.');
  process.exit(1);
}

const report = ({ file, bytes, ms }: { file: string; bytes: number; ms: number }) =>
  console.log(`Backed up to ${file} (${(bytes / 1_048_576).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s).`);

const secret = await readFile(join(config.dataDir, 'backup-secret'), 'utf8').catch(() => null);
const running = await fetch(`http://127.0.0.1:${config.port}/api/backups`, {
  method: 'POST',
  headers: { 'x-backup-secret': secret?.trim() ?? '' },
}).catch(() => null);

if (running) {
  if (!running.ok) {
    console.error(`The running shop refused the backup (${running.status}): ${await running.text()}`);
    process.exit(1);
  }
  report((await running.json()) as { file: string; bytes: number; ms: number });
} else {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'db') }).catch(
    (error: unknown) => {
      if (!(error instanceof FolderInUseError)) throw error;
      console.error(
        `${error.message}. The shop did not answer on port ${config.port}: run npm run backup with the shop's PORT (it asks the shop, on 127.0.0.1), or stop the shop first.`,
      );
      process.exit(1);
    },
  );
  try {
    report(await takeBackup(database.pglite!, config.backups.dir, config.backups.keep));
  } finally {
    await database.close();
  }
}
