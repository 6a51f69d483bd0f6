/**
 * The vault's cipher over Electron's safeStorage (the model is element-desktop's store.ts). This
 * Electron (41) has only the synchronous encryptString/decryptString; the cipher's interface is
 * already asynchronous so the vault is unchanged when encryptStringAsync arrives.
 *
 * On Linux without a keyring (backend `basic_text`) Chromium encrypts with a fixed key: the token
 * is then only obfuscated on disk. The app still works, and tells the user once. Where no
 * encryption exists at all, the vault keeps the token in memory only, and says that instead.
 */
import type { SafeStorage } from 'electron';
import { desktopText } from '../shared/strings/desktop';
import type { TokenCipher } from './tokenVault';

export type SafeStorageApi = Pick<
  SafeStorage,
  | 'isEncryptionAvailable'
  | 'encryptString'
  | 'decryptString'
  | 'getSelectedStorageBackend'
  | 'setUsePlainTextEncryption'
>;

export interface Notice {
  title: string;
  message: string;
  detail: string;
}

export interface PreparedCipher {
  cipher: TokenCipher;
  /** What to tell the user once about how the sign-in is kept, or null when all is well. */
  notice: Notice | null;
}

export const WEAK_KEYRING_NOTICE: Notice = desktopText.weakKeyring;
export const NO_ENCRYPTION_NOTICE: Notice = desktopText.noEncryption;

/** Call after the app is ready (the backend is `unknown` before). */
export function prepareSafeStorageCipher(
  safeStorage: SafeStorageApi,
  platform: NodeJS.Platform,
): PreparedCipher {
  const weakKeyring = platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  // Without this Chromium refuses basic_text encryption altogether.
  if (weakKeyring) safeStorage.setUsePlainTextEncryption(true);
  const available = safeStorage.isEncryptionAvailable();
  return {
    notice: !available ? NO_ENCRYPTION_NOTICE : weakKeyring ? WEAK_KEYRING_NOTICE : null,
    cipher: {
      available,
      encrypt: async (plainText) => safeStorage.encryptString(plainText),
      decrypt: async (encrypted) => safeStorage.decryptString(encrypted),
    },
  };
}
