/**
 * Accounts for the e2e tests, made the way the app makes them but without the browser: an Auth
 * emulator account, `POST /api/login` with its ID token, then `PUT /api/user`.
 */
import { bodyOf } from '../../../support/apiClient';
import { logIn } from '../../../support/identity';
import { stack } from './stack';
import { signIn, stackApi, stackIdentity } from './stackApi';

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

const accessTokenOf = (headers: Record<string, string>) => headers.authorization!.replace(/^Bearer /, '');

/** Signs an existing account in (emulator + `POST /api/login`) and returns the API token. */
export async function apiToken(email: string, password: string): Promise<string> {
  return accessTokenOf((await signIn(email, password)).headers);
}

/** The seeded admin's API token. */
export const adminToken = (): Promise<string> => apiToken(stack.admin.email, stack.admin.password);

/** A new customer (role user) with an identity account and a user record. */
export async function createAccount({
  name = 'Test Shopper',
  password = 'correct-horse-9',
  phone = '5550100',
} = {}): Promise<Account> {
  const email = uniqueEmail();
  const session = await logIn(stackApi, email, await stackIdentity.signUp(email, password, name));
  bodyOf(await stackApi.saveUser({ as: session, body: { name, email, phone, role: 'user' } }));
  return { email, password, name, accessToken: accessTokenOf(session.headers) };
}
