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

export const WEAK_KEYRING_NOTICE: Notice = {
  title: 'No system keyring found',
  message: 'Toolshop could not find a keyring (such as GNOME Keyring or KWallet) on this computer.',
  detail:
    'Your sign-in is still saved, but only obfuscated, not protected by a keyring: anyone who can read ' +
    'your files could use it until it expires. Install and unlock a keyring, then restart Toolshop, ' +
    'to protect it. Signing out removes it.',
};

export const NO_ENCRYPTION_NOTICE: Notice = {
  title: 'Sign-in is not saved',
  message: 'This computer offers Toolshop no way to encrypt your sign-in.',
  detail: 'Toolshop keeps it in memory only: you will be asked to sign in each time you start the app.',
};

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
