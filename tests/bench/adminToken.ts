/** The seeded admin's API token, signed in through the stack's Auth emulator (benchmarks only). */
import { apiURL, authEmulatorURL, stack } from '../e2e/web/support/stack';

export async function adminToken(): Promise<string> {
  const signIn = await fetch(
    `${authEmulatorURL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...stack.admin, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const login = await fetch(`${apiURL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email: stack.admin.email }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}
