/**
 * `npm run restore -- FILE [--force]`: puts a backup from `npm run backup` (or the schedule) back as
 * the embedded database in DATA_DIR/db. Run it with the shop stopped; it refuses a folder that
 * already holds a database unless given --force, and then keeps the one it replaces beside it.
 */
import { join } from 'node:path';
import { restoreBackup } from '../src/server/backups/backups';
import { loadConfig } from '../src/server/config';
import { createPrivately } from '../src/server/dataFolder';
import { FolderInUseError } from '../src/server/db/folderLock';

// What it writes into DATA_DIR is the shop's user's alone.
createPrivately();

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file] = args.filter((arg) => arg !== '--force');
if (!file) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(1);
}
const config = loadConfig();
const running = await fetch(`http://127.0.0.1:${config.port}/api/health`).catch(() => null);
if (running) {
  console.error(`The shop is running on port ${config.port}: stop it first, then restore.`);
  process.exit(1);
}
const dataDir = join(config.dataDir, 'db');
try {
  const { replacedKeptAt } = await restoreBackup(file, dataDir, { force });
  console.log(`Restored ${file} into ${dataDir}. Start the shop with npm start.`);
  if (replacedKeptAt) console.log(`The database it replaced is kept at ${replacedKeptAt}.`);
} catch (error) {
  console.error(
    error instanceof FolderInUseError
      ? `${error.message}: stop the shop, then restore.`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
}
