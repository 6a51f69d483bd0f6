/**
 * The query string of the desktop app's Google sign-in hand-off (src/main/googleHandOff.ts): the app
 * opens `/login?desktop_port=<port>&state=<state>` in the system browser. The web login page reads it
 * to hand the sign-in back; the server reads it to let that one page reach that one loopback port.
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
