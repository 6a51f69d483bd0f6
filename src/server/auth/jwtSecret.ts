/** The default mode's signing key: generated on first start and kept in DATA_DIR. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
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
