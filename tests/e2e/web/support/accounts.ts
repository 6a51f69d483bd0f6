/**
 * Accounts for the e2e tests, made the way the app makes them but without the browser: an Auth
 * emulator account (its REST API), `POST /api/login` with its ID token, then `PUT /api/user`.
 */
import type { APIRequestContext } from '@playwright/test';
import type { PublicConfig } from '../../../../src/shared/entities';
import { apiURL, stack } from './stack';

export interface Account {
  email: string;
  password: string;
  name: string;
  /** The API's bearer token for calls made by the test itself. */
  accessToken: string;
}

let emailCounter = 0;
/** A fresh address the sign-up form accepts (lowercase letters and digits before the @). */
export const uniqueEmail = (prefix = 'shopper'): string =>
  `${prefix}${Date.now().toString(36)}${(emailCounter++).toString(36)}@toolshop.test`;

async function emulatorURL(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get(`${apiURL}/config`)).json()) as PublicConfig;
  if (!config.firebase.emulatorUrl) throw new Error('The e2e stack is not running the Auth emulator');
  return config.firebase.emulatorUrl;
}

async function identityCall(
  request: APIRequestContext,
  method: string,
  body: object,
): Promise<{ idToken: string }> {
  const url = `${await emulatorURL(request)}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`;
  const res = await request.post(url, { data: { ...body, returnSecureToken: true } });
  if (!res.ok()) throw new Error(`Auth emulator ${method} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { idToken: string };
}

async function exchange(request: APIRequestContext, email: string, idToken: string): Promise<string> {
  const res = await request.post(`${apiURL}/login`, {
    data: { email },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!res.ok()) throw new Error(`POST /api/login answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Signs an existing account in (emulator + `POST /api/login`) and returns the API token. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { idToken } = await identityCall(request, 'signInWithPassword', { email, password });
  return exchange(request, email, idToken);
}

/** The seeded admin's API token. */
export const adminToken = (request: APIRequestContext): Promise<string> =>
  apiToken(request, stack.admin.email, stack.admin.password);

/** A new customer (role user) with an identity account and a user record. */
export async function createAccount(
  request: APIRequestContext,
  { name = 'Test Shopper', password = 'correct-horse-9', phone = '5550100' } = {},
): Promise<Account> {
  const email = uniqueEmail();
  const { idToken } = await identityCall(request, 'signUp', { email, password, displayName: name });
  const accessToken = await exchange(request, email, idToken);
  const res = await request.put(`${apiURL}/user`, {
    data: { name, email, phone, role: 'user' },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok()) throw new Error(`PUT /api/user answered ${res.status()}: ${await res.text()}`);
  return { email, password, name, accessToken };
}
