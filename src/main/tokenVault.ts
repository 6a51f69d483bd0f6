/**
 * The token vault: the API accessToken lives only in the main process, and on disk only encrypted
 * (docs/desktop.md). The renderer can ask whether a session exists and end it, never read it.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface TokenCipher {
  /** False when the OS offers no encryption: the vault then keeps the token in memory only. */
  readonly available: boolean;
  encrypt(plainText: string): Promise<Buffer>;
  decrypt(encrypted: Buffer): Promise<string>;
}

export interface TokenVault {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  has(): Promise<boolean>;
  /** Logout, or the API answered 401. */
  clear(): Promise<void>;
  /** Calls `listener` after every `set` and `clear` (the events stream follows the session). */
  onChange(listener: (token: string | null) => void): () => void;
}

export interface TokenVaultOptions {
  /** The encrypted token's file, in the user-data folder. */
  file: string;
  cipher: TokenCipher;
}

export function createTokenVault({ file, cipher }: TokenVaultOptions): TokenVault {
  // `undefined`: not read from disk yet; `null`: known to be absent.
  let token: string | null | undefined = cipher.available ? undefined : null;
  // Each change waits for the one before, so a clear can never be overtaken by an older write.
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(token: string | null) => void>();
  const changed = (value: string | null) => {
    for (const listener of listeners) listener(value);
  };
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const load = async (): Promise<string | null> => {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(file);
    } catch {
      return null;
    }
    try {
      return await cipher.decrypt(encrypted);
    } catch {
      // Written under another key (keyring changed or reset): the session is lost, sign in again.
      await rm(file, { force: true });
      return null;
    }
  };

  const get = () =>
    serial(async () => {
      if (token === undefined) token = await load();
      return token;
    });

  return {
    get,
    set: (value) =>
      serial(async () => {
        token = value;
        if (!cipher.available) return;
        const encrypted = await cipher.encrypt(value);
        await mkdir(dirname(file), { recursive: true });
        const partial = `${file}.partial`;
        await writeFile(partial, encrypted, { mode: 0o600 });
        await rename(partial, file);
      }).finally(() => changed(value)),
    has: async () => (await get()) !== null,
    clear: () =>
      serial(async () => {
        token = null;
        await rm(file, { force: true });
      }).finally(() => changed(null)),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
