/**
 * The hosted identity service (Firebase Auth), configured from `GET /api/config` at start so one
 * build serves the emulator and a real project alike.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { PublicConfig } from '@shared/entities';
import { identityErrors } from '@shared/strings/labels/auth';
import { learnIdentityErrors } from '../ui/notify';

learnIdentityErrors(identityErrors);

let auth: Auth | null = null;
let emulated = false;

/** Initialises Firebase once; later calls return the same instance. */
export function initIdentityService(config: PublicConfig['firebase']): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  // No pop-up resolver here: with one, the SDK fetches Google's loader script from the internet
  // on every start (on mobile browsers). Google sign-in passes it itself, when asked for.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulatorUrl) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    emulated = true;
  }
  return auth;
}

export function identityAuth(): Auth {
  if (!auth) throw new Error('The identity service is not initialised yet');
  return auth;
}

/** Whether sign-in goes to the local Auth emulator (no real Google accounts there). */
export const usesAuthEmulator = (): boolean => emulated;
