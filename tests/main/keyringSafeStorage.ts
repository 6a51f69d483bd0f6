/**
 * Electron's safeStorage as the OS keyring would make it behave: strings are sealed with AES-GCM
 * under a key that belongs to "this machine", so another key cannot open them.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import type { SafeStorageApi } from '../../src/main/safeStorageCipher';

type Backend = ReturnType<SafeStorageApi['getSelectedStorageBackend']>;

export function keyringSafeStorage(
  machineKey: Buffer = randomBytes(32),
  backend: Backend = 'gnome_libsecret',
): SafeStorageApi {
  let plainTextAllowed = false;
  return {
    getSelectedStorageBackend: () => backend,
    setUsePlainTextEncryption: vi.fn((allowed: boolean) => {
      plainTextAllowed = allowed;
    }),
    isEncryptionAvailable: () => backend !== 'basic_text' || plainTextAllowed,
    encryptString: (plainText) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', machineKey, iv);
      const sealed = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    decryptString: (encrypted) => {
      const decipher = createDecipheriv('aes-256-gcm', machineKey, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
