/**
 * Keeps the session store in step with the identity service: an identity user becomes a
 * signed-in session once `POST /login` has given us an accessToken and our user record is known.
 */
import {
  onAuthStateChanged,
  signOut as signOutOfIdentity,
  type Auth,
  type User as IdentityUser,
} from 'firebase/auth';
import type { PublicConfig, User } from '@shared/entities';
import { authText } from '@shared/strings/labels/auth';
import { ApiError, call, currentTransport, onSessionExpired } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { mergeBrowserCart } from '../cart/mergeBrowserCart';
import { queryClient } from '../queryClient';
import { useSession, type Identity } from '../stores/session';
import { notifyError } from '../ui/notify';
import { identityAuth, initIdentityService } from './identityService';

/** Sign-in flows open the session themselves; the state listener stands aside while one runs. */
let flowsRunning = 0;
/** Bumped by every change of session, so a slow restore cannot overwrite a newer state. */
let generation = 0;

const toIdentity = (user: IdentityUser): Identity => ({
  uid: user.uid,
  email: user.email ?? '',
  emailVerified: user.emailVerified,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

/** Only an http(s) photo or one of our uploads can go into the user record. */
const recordImage = (photoURL: string | null): string | undefined =>
  photoURL && /^https?:\/\//.test(photoURL) ? photoURL : undefined;

/**
 * Gets an accessToken for the identity (unless one is held and `forceLogin` is false) and our user
 * record, creating the record on first sign-in (after sign-up and first Google sign-in); then the
 * cart the visitor filled while signed out joins their own.
 */
async function openSession(user: IdentityUser, forceLogin: boolean): Promise<User> {
  const email = user.email;
  if (!email) throw new Error(authText.noEmail);
  if (forceLogin || !(await currentTransport().hasSession())) {
    await call('login', { body: { email }, idToken: await user.getIdToken() });
  }
  const records = await call('listUsers', { query: { email } });
  const record =
    records.find((r) => r.email.toLowerCase() === email.toLowerCase()) ??
    (await call('saveUser', {
      body: {
        name: user.displayName || email.split('@')[0] || email,
        email,
        image: recordImage(user.photoURL),
        role: 'user',
      },
    }));
  // Only now is the token known to be this identity's: the cart it merges into is theirs. A merge
  // that fails leaves the visitor signed in, their browser's cart kept for the next sign-in.
  await mergeBrowserCart(queryClient).catch(notifyError);
  return record;
}

async function restoreSession(user: IdentityUser): Promise<void> {
  const mine = ++generation;
  try {
    // A held token that belongs to someone else is refused: then get one for this identity.
    const record = await openSession(user, false).catch((error: unknown) =>
      error instanceof ApiError && error.status === 403 ? openSession(user, true) : Promise.reject(error),
    );
    if (mine === generation) useSession.getState().setSignedIn(toIdentity(user), record);
  } catch (error) {
    if (mine !== generation) return;
    // Still signed in with the identity service: pages show their own errors and offer a retry.
    useSession.getState().setSignedIn(toIdentity(user), null);
    notifyError(error);
  }
}

/** A fresh ID token buys a new accessToken when a call answers 401 (the client retries once). */
async function loginWithFreshIdToken(): Promise<boolean> {
  const user = identityAuth().currentUser;
  if (!user?.email) return false;
  try {
    await call('login', { body: { email: user.email }, idToken: await user.getIdToken(true) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers anyone may see, the server-rendered pages' among them: a page still being taken over when a
 * stale session is forgotten must find the answers it was drawn with. Everything else in the cache
 * belonged to the signed-out user.
 */
const PUBLIC_QUERIES = new Set<unknown>([
  queryKeys.config[0],
  queryKeys.products[0],
  queryKeys.categories[0],
  queryKeys.reviews[0],
]);

async function forgetSession(): Promise<void> {
  await currentTransport().clearSession();
  useSession.getState().setSignedOut();
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERIES.has(query.queryKey[0]) });
}

/** Connects to the identity service and follows its sign-in state; called once at start. */
export function startSession(config: PublicConfig['firebase']): void {
  const auth = initIdentityService(config);
  onSessionExpired(loginWithFreshIdToken);
  onAuthStateChanged(auth, (user) => {
    if (flowsRunning > 0) return;
    if (user) {
      void restoreSession(user);
    } else {
      generation++;
      void forgetSession();
    }
  });
}

/**
 * Runs a sign-in flow (email, Google, sign-up) and opens the session for the identity it returns.
 * If any step fails the identity is signed out again, so the app is never half signed in.
 */
export async function runSignIn(flow: (auth: Auth) => Promise<IdentityUser>): Promise<void> {
  const auth = identityAuth();
  flowsRunning++;
  const mine = ++generation;
  try {
    const user = await flow(auth);
    const record = await openSession(user, true);
    if (mine === generation) useSession.getState().setSignedIn(toIdentity(user), record);
  } catch (error) {
    if (auth.currentUser) await signOutOfIdentity(auth).catch(() => undefined);
    await forgetSession();
    throw error;
  } finally {
    flowsRunning--;
  }
}

/** Signs out of the identity service and forgets the session; `signOut` (./index.ts) comes here. */
export async function endSession(): Promise<void> {
  generation++;
  await signOutOfIdentity(identityAuth());
  await forgetSession();
}
