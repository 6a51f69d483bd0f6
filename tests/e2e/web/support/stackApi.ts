/**
 * The e2e stack's API called by name through the typed client over HTTP, and its accounts signed in
 * through its Auth emulator: what the e2e support and the benchmarks share.
 */
import { createApiClient, fetchTransport, type Session } from '../../../support/apiClient';
import { identityEmulator, logIn } from '../../../support/identity';
import { authEmulatorURL, baseURL, stack } from './stack';

export const stackApi = createApiClient(fetchTransport(baseURL));
export const stackIdentity = identityEmulator(authEmulatorURL);

/** An existing account's API session. */
export async function signIn(email: string, password: string): Promise<Session> {
  return logIn(stackApi, email, await stackIdentity.signIn(email, password));
}

/** The seeded admin's API session. */
export const adminSession = (): Promise<Session> => signIn(stack.admin.email, stack.admin.password);
