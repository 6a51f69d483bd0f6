/**
 * The web half of the desktop app's Google sign-in (the main half is src/main/googleHandOff.ts):
 * the app opens `/login?desktop_port=<port>&state=<state>` in the system browser (read by
 * src/shared/desktopHandOff.ts); once the visitor has chosen a Google account here, Google's ID token
 * goes back to the app's one-time loopback server with the same `state`, and the app signs itself
 * in with it.
 */
import type { DesktopHandOff } from '@shared/desktopHandOff';

/** Hands Google's ID token to the waiting desktop app; throws if the app did not take it. */
export async function sendToDesktopApp(handOff: DesktopHandOff, googleIdToken: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${handOff.port}/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: handOff.state, googleIdToken }),
  });
  if (res.status !== 204) throw new Error(`The desktop app refused the sign-in (${res.status}).`);
}
