/**
 * The app's sign-in layer as the rest of the app sees it. The identity service's SDK is loaded on
 * demand, so the storefront renders without waiting for it; the sign-in flows live in `./actions`,
 * imported by the (lazily loaded) login and sign-up pages.
 */
import type { PublicConfig } from '@shared/entities';

const loadSession = () => import('./session');

let started = false;

/** Connects to the identity service named by `GET /api/config` and starts following its state. */
export function startAuth(config: PublicConfig): void {
  if (started) return;
  started = true;
  void loadSession().then((session) => session.startSession(config.firebase));
}

/** Logout: the identity service, the accessToken, the session store and the user's cached data. */
export async function signOut(): Promise<void> {
  await (await loadSession()).signOut();
}
