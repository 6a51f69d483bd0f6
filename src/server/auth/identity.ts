/**
 * The identity provider (Firebase Auth, or its emulator in the default mode) as the server needs it:
 * check an ID token, read the account it names, and make sure the seeded admin account exists.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config';

/** What the identity service itself holds about an account: the only source of who someone is. */
export interface Account {
  uid: string;
  /** Lower-cased; null for an account without an email. */
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** The name the account goes by, if it has one. */
  displayName: string | null;
}

export interface IdentityProvider {
  /**
   * The uid of a valid ID token, or null. Only the uid is taken from the token: on the emulator
   * tokens are unsigned, so every other claim in them could be written by anyone.
   */
  verifyIdToken(idToken: string): Promise<string | null>;
  /** The account with this uid as the identity service holds it; null once it is deleted. */
  account(uid: string): Promise<Account | null>;
  /**
   * The accounts of these uids (at most ACCOUNTS_PER_CALL) in one call, by uid; a uid missing from
   * the answer has no account any more.
   */
  accounts(uids: readonly string[]): Promise<Map<string, Account>>;
  /**
   * A one-time code for an account email's link (set a new password, or confirm the address), or
   * null when no account uses the address (or, for verification, it is verified already).
   */
  actionCode(kind: 'passwordReset' | 'verifyEmail', email: string): Promise<string | null>;
  /** Creates the account (email verified) unless one with that email exists already. */
  ensureAccount(account: { email: string; password: string; displayName: string }): Promise<Account>;
  close(): Promise<void>;
}

/** The most uids the identity service answers for in one call (firebase-admin's `getUsers`). */
export const ACCOUNTS_PER_CALL = 100;

const codeOf = (error: unknown) => (error as { code?: string }).code;

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
  const toAccount = (record: {
    uid: string;
    email?: string;
    emailVerified: boolean;
    disabled: boolean;
    displayName?: string;
  }) => ({
    uid: record.uid,
    email: record.email ? record.email.toLowerCase() : null,
    emailVerified: record.emailVerified,
    disabled: record.disabled,
    displayName: record.displayName?.trim() || null,
  });

  return {
    async verifyIdToken(idToken) {
      try {
        // checkRevoked: a disabled or deleted account (or, on the emulator, an unknown one) fails.
        const decoded = await auth.verifyIdToken(idToken, true);
        return decoded.uid;
      } catch {
        return null;
      }
    },
    async account(uid) {
      try {
        return toAccount(await auth.getUser(uid));
      } catch (error) {
        if (codeOf(error) === 'auth/user-not-found' || codeOf(error) === 'auth/invalid-uid') return null;
        throw error;
      }
    },
    async accounts(uids) {
      const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
      return new Map(users.map((user) => [user.uid, toAccount(user)]));
    },
    async actionCode(kind, email) {
      try {
        if (kind === 'verifyEmail' && (await auth.getUserByEmail(email)).emailVerified) return null;
        const link =
          kind === 'passwordReset'
            ? await auth.generatePasswordResetLink(email)
            : await auth.generateEmailVerificationLink(email);
        // The service's own link leads to its page; ours carries the code to the shop's page instead.
        return new URL(link).searchParams.get('oobCode');
      } catch (error) {
        if (codeOf(error) === 'auth/user-not-found' || codeOf(error) === 'auth/email-not-found') return null;
        throw error;
      }
    },
    async ensureAccount({ email, password, displayName }) {
      try {
        return toAccount(await auth.getUserByEmail(email));
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error;
      }
      try {
        return toAccount(await auth.createUser({ email, password, displayName, emailVerified: true }));
      } catch (error) {
        // Another API instance starting at the same moment created it first.
        if (codeOf(error) !== 'auth/email-already-exists') throw error;
        return toAccount(await auth.getUserByEmail(email));
      }
    },
    close: () => deleteApp(app),
  };
}
