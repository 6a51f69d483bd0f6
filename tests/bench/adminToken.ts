/**
 * The seeded admin's bearer headers, for backup.bench.ts (owned by the backups work, which calls the
 * API with fetch itself); the other benchmarks hold the admin's session from stackApi.ts.
 */
import { adminSession } from '../e2e/web/support/stackApi';

export async function adminToken(): Promise<string> {
  const { authorization } = (await adminSession()).headers;
  return authorization!.replace(/^Bearer /, '');
}
