import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_ENCRYPTION_NOTICE,
  WEAK_KEYRING_NOTICE,
  prepareSafeStorageCipher,
} from '../../src/main/safeStorageCipher';
import { createTokenVault } from '../../src/main/tokenVault';
import { keyringSafeStorage } from './keyringSafeStorage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbkB0b29sc2hvcC50ZXN0In0.c2lnbmF0dXJl';

describe('token vault', () => {
  let dir: string;
  let file: string;
  const machineKey = randomBytes(32);
  const openVault = (key = machineKey) =>
    createTokenVault({ file, cipher: prepareSafeStorageCipher(keyringSafeStorage(key), 'linux').cipher });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolshop-vault-'));
    file = join(dir, 'session-token.bin');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps the token encrypted on disk, readable only by its owner', async () => {
    await openVault().set(TOKEN);
    const onDisk = await readFile(file);
    expect(onDisk.includes(Buffer.from(TOKEN))).toBe(false);
    expect(onDisk.includes(Buffer.from('eyJ'))).toBe(false);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('survives a restart: a new vault over the same folder has the session', async () => {
    await openVault().set(TOKEN);
    const afterRestart = openVault();
    expect(await afterRestart.has()).toBe(true);
    expect(await afterRestart.get()).toBe(TOKEN);
  });

  it('forgets the token on logout, also after a restart', async () => {
    const vault = openVault();
    await vault.set(TOKEN);
    await vault.clear();
    expect(await vault.has()).toBe(false);
    expect(await openVault().get()).toBeNull();
    await expect(stat(file)).rejects.toThrow();
  });

  it('drops a token sealed under another key instead of failing', async () => {
    await openVault().set(TOKEN);
    expect(await openVault(randomBytes(32)).get()).toBeNull();
    await expect(stat(file)).rejects.toThrow();
  });

  it('a logout racing a save always ends signed out', async () => {
    const vault = openVault();
    const saving = vault.set(TOKEN);
    const clearing = vault.clear();
    await Promise.all([saving, clearing]);
    expect(await openVault().has()).toBe(false);
  });

  it('tells its followers of every sign-in and sign-out, once each is done', async () => {
    const vault = openVault();
    const heard: (string | null)[] = [];
    const unfollow = vault.onChange((token) => heard.push(token));
    await vault.set('first');
    await vault.set('second');
    await vault.clear();
    unfollow();
    await vault.set('unheard');
    expect(heard).toEqual(['first', 'second', null]);
  });

  it('without any encryption keeps the token in memory only, and says so', async () => {
    const storage = { ...keyringSafeStorage(machineKey), isEncryptionAvailable: () => false };
    const { cipher, notice } = prepareSafeStorageCipher(storage, 'darwin');
    const vault = createTokenVault({ file, cipher });
    await vault.set(TOKEN);
    expect(await vault.get()).toBe(TOKEN);
    await expect(stat(file)).rejects.toThrow();
    expect(notice).toEqual(NO_ENCRYPTION_NOTICE);
  });
});

describe('safeStorage backend on Linux', () => {
  it('with no keyring (basic_text) still encrypts, and warns', () => {
    const storage = keyringSafeStorage(randomBytes(32), 'basic_text');
    const { cipher, notice } = prepareSafeStorageCipher(storage, 'linux');
    expect(storage.setUsePlainTextEncryption).toHaveBeenCalledWith(true);
    expect(cipher.available).toBe(true);
    expect(notice).toEqual(WEAK_KEYRING_NOTICE);
  });

  it('with a keyring says nothing', () => {
    const { notice } = prepareSafeStorageCipher(keyringSafeStorage(), 'linux');
    expect(notice).toBeNull();
  });
});
