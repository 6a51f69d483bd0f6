/**
 * "Say it once": true the first time it is asked about `name` in this user-data folder, false
 * ever after (a marker file remembers).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function firstTime(userDataDir: string, name: string): Promise<boolean> {
  try {
    await writeFile(join(userDataDir, `${name}.shown`), new Date().toISOString(), { flag: 'wx' });
    return true;
  } catch (error) {
    // Only an existing marker means "already said"; any other failure errs on saying it again.
    return (error as NodeJS.ErrnoException).code !== 'EEXIST';
  }
}
