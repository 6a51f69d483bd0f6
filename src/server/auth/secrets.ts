/**
 * Secrets of the default mode, generated on first start and kept in DATA_DIR, readable by its owner
 * only: the access tokens' signing key (`jwt-secret`), and what `npm run backup` shows the running
 * shop (`backup-secret`).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadOrCreateSecret(
  dataDir: string,
  name: 'jwt-secret' | 'backup-secret',
): Promise<string> {
  const file = join(dataDir, name);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing && existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
