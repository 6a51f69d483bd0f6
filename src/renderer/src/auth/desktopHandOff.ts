/**
 * The web half of the desktop app's Google sign-in (the main half is src/main/googleHandOff.ts):
 * the app opens `/login?desktop_port=<port>&state=<state>` in the system browser; once the visitor
 * has chosen a Google account here, Google's ID token goes back to the app's one-time loopback
 * server with the same `state`, and the app signs itself in with it.
 */
export interface DesktopHandOff {
  port: number;
  state: string;
}

/** The hand-off named by the login page's query string, or null for an ordinary visit. */
export function readDesktopHandOff(search: string): DesktopHandOff | null {
  const params = new URLSearchParams(search);
  const port = Number(params.get('desktop_port'));
  const state = params.get('state') ?? '';
  if (!Number.isInteger(port) || port < 1024 || port > 65535) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(state)) return null;
  return { port, state };
}

/** Hands Google's ID token to the waiting desktop app; throws if the app did not take it. */
export async function sendToDesktopApp(handOff: DesktopHandOff, googleIdToken: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${handOff.port}/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: handOff.state, googleIdToken }),
  });
  if (res.status !== 204) throw new Error(`The desktop app refused the sign-in (${res.status}).`);
}
