/**
 * The app's sign-in layer as the rest of the app sees it. The identity service's SDK is big, so it
 * is loaded only where sign-in matters: at start for a returning visitor who holds a session token
 * (to restore their session), and by the login and sign-up pages. A visitor who holds no token
 * is signed out at once, and the storefront never downloads it. The sign-in flows live in
 * `./actions`, imported by the (lazily loaded) login and sign-up pages.
 */
import { currentTransport } from '../api/client';
import { loadPublicConfig } from '../publicConfig';
import { useSession } from '../stores/session';
import { notifyError } from '../ui/notify';

type SessionModule = typeof import('./session');

let identity: Promise<SessionModule> | null = null;

/** Loads the identity service and starts following its sign-in state; once, however often called. */
export function startIdentity(): Promise<SessionModule> {
  identity ??= Promise.all([import('./session'), loadPublicConfig()]).then(([session, config]) => {
    session.startSession(config.firebase);
    return session;
  });
  // A failed start (say, the server unreachable) may be tried again by the next caller.
  identity.catch(() => {
    identity = null;
  });
  return identity;
}

/** At start-up: restores a held session, or says at once that nobody is signed in. */
export async function startAuth(): Promise<void> {
  try {
    if (await currentTransport().hasSession()) await startIdentity();
    else useSession.getState().setSignedOut();
  } catch (error) {
    useSession.getState().setSignedOut();
    notifyError(error);
  }
}

/** Logout: the identity service, the accessToken, the session store and the user's cached data. */
export async function signOut(): Promise<void> {
  await (await startIdentity()).endSession();
}
