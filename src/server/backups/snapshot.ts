/**
 * A consistent copy of an open PGlite's folder, for a backup to pack at leisure. PGlite writes its
 * files straight to disk from the statement that runs, one statement at a time, so the folder as
 * it stands between two statements is what a power cut at that instant would leave, and
 * PostgreSQL's recovery makes it whole on restore. Copying the whole folder in that gap would hold
 * every query for seconds at size (hundreds of MB written on a busy disk), so it is copied as rsync
 * would: whole while the shop serves, then again only what changed since, and a last time, holding
 * PGlite's query lock, only what changed during the second pass (usually the WAL segment being
 * written). A file whose change time is before a pass began was copied after its last change.
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Files copied at once: enough to keep the disk busy, few enough to leave libuv threads free. */
const COPIES_IN_FLIGHT = 4;
/** How far a filesystem's change times may lag the clock (coarse timestamps): changes that recent are copied again. */
const TIMESTAMP_SLACK_MS = 2_000;

/** Relative paths of the folders and files under `folder`. */
async function listing(folder: string): Promise<{ folders: string[]; files: string[] }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const path = (entry: (typeof entries)[number]) => relative(folder, join(entry.parentPath, entry.name));
  return {
    folders: entries.filter((entry) => entry.isDirectory()).map(path),
    files: entries.filter((entry) => entry.isFile()).map(path),
  };
}

/**
 * Makes `to` a copy of `from`: its folders, every file changed since `since` (every file, if null)
 * and no file `from` no longer has.
 */
export async function copyChanges(from: string, to: string, since: number | null): Promise<void> {
  const source = await listing(from);
  for (const folder of ['', ...source.folders]) await mkdir(join(to, folder), { recursive: true });
  const present = new Set(source.files);
  for (const gone of (await listing(to)).files.filter((file) => !present.has(file))) {
    await rm(join(to, gone), { force: true });
  }
  const changedAt = await Promise.all(
    source.files.map((file) =>
      stat(join(from, file)).then(
        (stats) => stats.ctimeMs,
        // Removed since the listing: the pass under the lock sees the folder as it stands.
        () => null,
      ),
    ),
  );
  const changed = source.files.filter((_, i) => {
    const at = changedAt[i] ?? null;
    return at !== null && (since === null || at >= since - TIMESTAMP_SLACK_MS);
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: COPIES_IN_FLIGHT }, async () => {
      while (next < changed.length) {
        const file = changed[next++]!;
        await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE).catch(
          (error: NodeJS.ErrnoException) => {
            // Removed (a WAL segment recycled under a new name) before it was opened: as above.
            if (error.code !== 'ENOENT') throw error;
          },
        );
      }
    }),
  );
}
