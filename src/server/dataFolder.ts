/**
 * DATA_DIR is its user's alone: it holds every customer's data, the secrets, and the mail catcher's
 * emails with live password-reset links, so no other user of the machine may read or change any of
 * it. Each of the shop's processes creates what it writes for its user only, whatever umask it was
 * started with; the server tightens a folder made earlier (by an older version, or by hand), and
 * whoever creates or restores a database folder tightens it.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * From here on, folders this process creates are 0700 and files 0600, PGlite's and every library's
 * included; processes it starts inherit the same.
 */
export function createPrivately(): void {
  process.umask(0o077);
}

/**
 * Creates `dataDir` if need be, and takes every permission of group and others from it and all in
 * it. (A umask is not enough for PGlite: its filesystem layer sets the mode of a file it creates
 * without one to 0666 outright, as it does for every file of a new or restored database.)
 */
export async function makePrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  for (const name of ['', ...(await readdir(dataDir, { recursive: true }))]) {
    const path = join(dataDir, name);
    // The emulator and the mail catcher, started first, may remove a file of theirs meanwhile.
    const stats = await lstat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    // A link's own mode means nothing; where it points is not the shop's to change.
    if (!stats || stats.isSymbolicLink() || (stats.mode & 0o077) === 0) continue;
    await chmod(path, stats.mode & 0o700).catch((error: Error) => {
      throw new Error(`${path} could not be made private to this user: ${error.message}`);
    });
  }
}
