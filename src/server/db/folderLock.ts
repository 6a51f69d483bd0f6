/**
 * A PGlite folder belongs to one process: two processes writing one Postgres folder corrupt it.
 * Whoever opens one writes `<folder>.lock` beside it, naming its pid (and on Linux its start time,
 * so that a pid handed out again after a crash, as in a restarted container, is not taken for the
 * holder); whoever comes next while that process lives is refused. A lock whose process is gone
 * is stale and taken over. (proper-lockfile was not used: it tells a stale lock by an mtime the
 * holder refreshes from its event loop, which PGlite's long statements stall, so a busy shop's
 * lock would look abandoned.)
 */
import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`${folder} is in use by process ${pid} (a database folder is open in one process at a time)`);
  }
}

interface Holder {
  pid: number;
  /** Clock ticks since boot when the process started (Linux); null where the system does not say. */
  started: string | null;
}

/** The lock files this process holds: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields after it are plain. starttime is
    // the 22nd field, the 20th after the name.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function holderIn(text: string): Holder | null {
  try {
    const { pid, started } = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(pid) ? { pid: pid!, started: started ?? null } : null;
  } catch {
    return null;
  }
}

function isAlive({ pid, started }: Holder): boolean {
  // Not held here (checked first), so a lock naming this very pid is from an earlier life of it.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, another user's.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = startTimeOf(pid);
  return started === null || now === null || now === started;
}

/**
 * Takes `folder`'s lock, or throws FolderInUseError naming the live process that holds it.
 * Answers the function that releases it.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}.lock`;
  if (heldHere.has(lockFile)) throw new FolderInUseError(folder, process.pid);
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });
  // Written whole under a name of its own, then linked: a reader never sees a half-written lock.
  const draft = `${lockFile}.${process.pid}`;
  await writeFile(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      if (attempt === 5) throw new Error(`${lockFile} keeps changing: is something else opening ${folder}?`);
      try {
        await link(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = await readFile(lockFile, 'utf8').catch(() => null);
      if (found === null) continue;
      const holder = holderIn(found);
      if (holder && isAlive(holder)) throw new FolderInUseError(folder, holder.pid);
      // Stale. Moved aside first, so that of two processes breaking it at once only one does; one
      // that moved a lock taken a moment ago by a third puts it back.
      const aside = `${lockFile}.stale-${process.pid}`;
      const moved = await rename(lockFile, aside).then(
        () => true,
        () => false,
      );
      if (!moved) continue;
      if ((await readFile(aside, 'utf8')) !== found) await link(aside, lockFile).catch(() => undefined);
      await unlink(aside);
    }
  } finally {
    await unlink(draft);
  }
  heldHere.add(lockFile);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(lockFile);
    if ((await readFile(lockFile, 'utf8').catch(() => null)) === mine) await unlink(lockFile);
  };
}
