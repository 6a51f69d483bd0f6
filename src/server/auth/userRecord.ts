/**
 * Binds the users table to Firebase accounts: at each sign-in the records of the account's uid and
 * of its email are set straight, so a role (admin above all) follows the account and never passes
 * to whoever holds that email next.
 */
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { Account } from './identity';

export async function bindUserRecord(db: Database, account: Account & { email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, uid: users.uid, email: users.email, role: users.role })
      .from(users)
      .where(or(eq(users.uid, account.uid), eq(users.email, account.email)))
      .for('update');
    const own = rows.find((row) => row.uid === account.uid);
    const ofEmail = rows.find((row) => row.email === account.email);
    if (own && own === ofEmail) return;
    if (ofEmail && ofEmail.uid === null && !own) {
      // Made before records were bound: its first sign-in claims it, but an admin role only
      // with an email the identity service has verified.
      const keepsRole = ofEmail.role === 'user' || account.emailVerified;
      await tx
        .update(users)
        .set({ uid: account.uid, ...(!keepsRole && { role: 'user' as const }) })
        .where(eq(users.id, ofEmail.id));
      return;
    }
    // A record of this email that belongs to another account (deleted, or moved to another email):
    // its role and profile are not this account's.
    if (ofEmail) await tx.delete(users).where(eq(users.id, ofEmail.id));
    // This account's email changed in the identity service: its record, role included, follows it.
    if (own) await tx.update(users).set({ email: account.email }).where(eq(users.id, own.id));
  });
}
