/**
 * The vault's cipher where Electron's safeStorage does not exist: AES-256-GCM under a key kept in a
 * file of the user-data folder (as safeStorage's basic_text backend keeps a fixed one), so the vault
 * runs unchanged and its file can be checked for the token in the clear.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { TokenCipher } from '../../../../src/main/tokenVault';

export function fileKeyCipher(keyFile: string): TokenCipher {
  const key = randomBytes(32);
  writeFileSync(keyFile, key, { mode: 0o600 });
  const machineKey = () => readFileSync(keyFile);
  return {
    available: true,
    async encrypt(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', machineKey(), iv);
      const sealed = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    async decrypt(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', machineKey(), encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
