/**
 * Backups of the embedded database (README, Backups): a copy of the database folder as it stood
 * between two statements (snapshot.ts), so it is what a power cut at that instant would leave, and
 * PostgreSQL's recovery makes it consistent on restore: every committed order is in it, whole, and
 * no half-written one. The copy is packed as a gzipped tarball (tarball.ts) off the process's
 * thread (packing.ts) while the shop serves. Files are written under a temporary name and renamed,
 * so a backup folder never holds half a backup; the newest `keep` are kept. `status.json` beside
 * them says how the last one went, for the overview.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makePrivate } from '../dataFolder';
import { lockFolder } from '../db/folderLock';
import { packBackup } from './packing';
import { readTarball } from './tarball';

export interface BackupStatus {
  /** When the last backup that worked was taken (ISO), and its file and size. */
  lastAt: string | null;
  lastFile: string | null;
  lastBytes: number | null;
  /** When the last attempt failed, if it was the last attempt, and why. */
  failedAt: string | null;
  error: string | null;
}

const STATUS_FILE = 'status.json';
const BACKUP_NAME = /^toolshop-\d{8}T\d{6}\d{3}Z\.tar\.gz$/;

const noBackup: BackupStatus = { lastAt: null, lastFile: null, lastBytes: null, failedAt: null, error: null };

/** `toolshop-20261125T041502123Z.tar.gz`: names sort in time order. */
const backupName = (at: Date) => `toolshop-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;

export async function readBackupStatus(dir: string): Promise<BackupStatus> {
  try {
    return { ...noBackup, ...(JSON.parse(await readFile(join(dir, STATUS_FILE), 'utf8')) as BackupStatus) };
  } catch {
    return noBackup;
  }
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
}

/** Takes one backup of `client` into `dir`, keeps the newest `keep`, and records how it went. */
export async function takeBackup(
  client: PGlite,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<{ file: string; bytes: number; ms: number }> {
  await mkdir(dir, { recursive: true });
  const before = await readBackupStatus(dir);
  const started = performance.now();
  const file = join(dir, backupName(now));
  try {
    await packBackup(client, `${file}.partial`, now.toISOString().replace(/[-:.]/g, ''));
    const bytes = (await stat(`${file}.partial`)).size;
    await rename(`${file}.partial`, file);
    for (const old of (await listBackups(dir)).slice(keep)) await rm(join(dir, old), { force: true });
    const status: BackupStatus = {
      lastAt: now.toISOString(),
      lastFile: file,
      lastBytes: bytes,
      failedAt: null,
      error: null,
    };
    await writeFile(join(dir, STATUS_FILE), JSON.stringify(status, null, 2));
    return { file, bytes, ms: performance.now() - started };
  } catch (error) {
    await rm(`${file}.partial`, { force: true });
    const message = error instanceof Error ? error.message : String(error);
    await writeFile(
      join(dir, STATUS_FILE),
      JSON.stringify({ ...before, failedAt: now.toISOString(), error: message }, null, 2),
    );
    throw error;
  }
}

/**
 * Restores a backup into `dataDir` (the PGlite folder). A folder that already holds a database is
 * refused unless `force`, and then kept beside it as `<dataDir>.before-restore-<time>`, not deleted;
 * one a live process holds is refused outright, and the folder is held while it is replaced.
 * The backup is checked whole, then opened in a folder of its own, so a damaged file changes nothing.
 * Answers where the replaced database was put, if there was one.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false, now = new Date() } = {},
): Promise<{ replacedKeptAt: string | null }> {
  const existing = await readdir(dataDir).catch(() => [] as string[]);
  if (existing.length > 0 && !force) {
    throw new Error(`${dataDir} is not empty: restoring would replace the database in it (use --force)`);
  }
  const tarball = await readTarball(file);
  await mkdir(dirname(dataDir), { recursive: true });
  const unlock = await lockFolder(dataDir);
  try {
    return await restoreUnlocked(file, tarball, dataDir, existing.length > 0, now);
  } finally {
    await unlock();
  }
}

async function restoreUnlocked(
  file: string,
  tarball: Buffer,
  dataDir: string,
  replacing: boolean,
  now: Date,
): Promise<{ replacedKeptAt: string | null }> {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const staging = `${dataDir}.restoring-${stamp}`;
  await mkdir(staging, { recursive: true });
  try {
    const restored = await PGlite.create(staging, {
      loadDataDir: new Blob([tarball], { type: 'application/x-tar' }),
      extensions: { pg_trgm },
    });
    await restored.query('select 1');
    await restored.close();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`${file} is not a backup this shop can restore: ${(error as Error).message ?? error}`);
  }
  await makePrivate(staging);
  let replacedKeptAt: string | null = null;
  if (replacing) {
    replacedKeptAt = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, replacedKeptAt);
  } else {
    await rm(dataDir, { recursive: true, force: true });
  }
  await rename(staging, dataDir);
  return { replacedKeptAt };
}

/** The shop's backups as the API and the schedule use them; none on PostgreSQL, whose are its operator's. */
export interface Backups {
  /** Takes one now; a call while one is running shares that one. */
  take(): Promise<{ file: string; bytes: number; ms: number }>;
  status(): Promise<BackupStatus>;
  /** What `npm run backup` shows to be let in (kept in DATA_DIR, readable only by its owner). */
  secret: string;
  intervalMs: number;
}

export function createBackups(
  client: PGlite,
  { dir, intervalMs, keep }: { dir: string; intervalMs: number; keep: number },
  secret: string,
): Backups {
  let running: Promise<{ file: string; bytes: number; ms: number }> | null = null;
  return {
    take() {
      running ??= takeBackup(client, dir, keep).finally(() => {
        running = null;
      });
      return running;
    },
    status: () => readBackupStatus(dir),
    secret,
    intervalMs,
  };
}

/** A failed backup is tried again after this long (or the interval, if shorter). */
const RETRY_AFTER_MS = 3_600_000;

/** Whether the schedule owes a backup now: none yet, the last too old, or a failure due a retry. */
export function backupDue(status: BackupStatus, intervalMs: number, now = Date.now()): boolean {
  if (status.failedAt && now - Date.parse(status.failedAt) < Math.min(intervalMs, RETRY_AFTER_MS))
    return false;
  return status.lastAt === null || now - Date.parse(status.lastAt) >= intervalMs;
}

/**
 * Keeps backups no older than the interval: looks at start and then every few minutes, so a shop
 * restarted more often than the interval is still backed up. Answers the function that stops it.
 */
export function startBackupSchedule(backups: Backups, onError: (error: unknown) => void): () => void {
  const check = async () => {
    if (backupDue(await backups.status(), backups.intervalMs)) await backups.take();
  };
  const run = () => void check().catch(onError);
  const first = setTimeout(run, 0);
  const timer = setInterval(run, Math.min(backups.intervalMs, 5 * 60_000));
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
