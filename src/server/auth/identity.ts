/**
 * The identity provider (Firebase Auth, or its emulator in the default mode) as the server needs it:
 * check an ID token, and make sure the seeded admin account exists.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config';

export interface IdentityProvider {
  /** The verified, lower-cased email an ID token vouches for; null if the token is not valid. */
  verifyIdToken(idToken: string): Promise<string | null>;
  /** Creates the account (email verified) unless one with that email exists already. */
  ensureAccount(account: { email: string; password: string; displayName: string }): Promise<void>;
  close(): Promise<void>;
}

export function createFirebaseIdentity(firebase: Config['firebase']): IdentityProvider {
  if (firebase.emulatorHost) {
    // firebase-admin learns about the emulator from this variable only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  }
  const app: App = initializeApp(
    { projectId: firebase.projectId },
    `toolshop-${randomBytes(6).toString('hex')}`,
  );
  const auth = getAuth(app);

  return {
    async verifyIdToken(idToken) {
      try {
        // checkRevoked: a disabled or deleted account (or, on the emulator, an unknown one) fails.
        const decoded = await auth.verifyIdToken(idToken, true);
        return typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null;
      } catch {
        return null;
      }
    },
    async ensureAccount({ email, password, displayName }) {
      try {
        await auth.getUserByEmail(email);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
        await auth.createUser({ email, password, displayName, emailVerified: true }).catch((createError) => {
          // Another API instance starting at the same moment created it first.
          if ((createError as { code?: string }).code !== 'auth/email-already-exists') throw createError;
        });
      }
    },
    close: () => deleteApp(app),
  };
}
