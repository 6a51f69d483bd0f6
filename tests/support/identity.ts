/**
 * Accounts in the Auth emulator, through its REST API (Google's Identity Toolkit, which the emulator
 * serves under its own address), and the API session an ID token buys: what every suite and
 * benchmark does to sign someone in without a browser.
 */
import { bodyOf, sessionOf, type ApiClient, type Session } from './apiClient';

export interface IdentityEmulator {
  /** A new email-and-password account; resolves with its ID token. */
  signUp(email: string, password: string, displayName?: string): Promise<string>;
  /** Signs an existing account in; resolves with its ID token, rejects with the emulator's reason. */
  signIn(email: string, password: string): Promise<string>;
  /** Applies an address-confirmation code from an email; resolves with the account as it now is. */
  confirmEmail(oobCode: string): Promise<{ email: string; emailVerified: boolean }>;
  /** Sets a new password with a reset code from an email. */
  resetPassword(oobCode: string, newPassword: string): Promise<void>;
}

/** The emulator at `url` (`http://127.0.0.1:9099`). */
export function identityEmulator(url: string): IdentityEmulator {
  const post = async <T>(method: string, body: object): Promise<T> => {
    // The emulator accepts any API key.
    const res = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: { message: string } };
    if (!res.ok) throw new Error(`Auth emulator ${method}: ${json.error?.message ?? res.status}`);
    return json;
  };
  const idToken = async (method: string, body: object) =>
    (await post<{ idToken: string }>(method, { ...body, returnSecureToken: true })).idToken;
  return {
    signUp: async (email, password, displayName) => {
      await post('signUp', { email, password, displayName });
      // The token comes from signing in, not from the sign-up's answer: the emulator stamps a new
      // account's sign-in time a moment before its password's "tokens valid since" time, so when a
      // second ticks over between the two, the server's revocation check refuses the sign-up's token.
      return idToken('signInWithPassword', { email, password });
    },
    signIn: (email, password) => idToken('signInWithPassword', { email, password }),
    confirmEmail: (oobCode) => post('update', { oobCode }),
    resetPassword: async (oobCode, newPassword) => {
      await post('resetPassword', { oobCode, newPassword });
    },
  };
}

/**
 * `POST /api/login` with an ID token: the session the app holds after signing in. `headers` are
 * sent with it (say, the address a proxy names, to stay within the per-address limit).
 */
export async function logIn(
  api: ApiClient,
  email: string,
  idToken: string,
  headers: Record<string, string> = {},
): Promise<Session> {
  const res = await api.login({
    body: { email },
    headers: { ...headers, authorization: `Bearer ${idToken}` },
  });
  return sessionOf(email, bodyOf(res).accessToken);
}
