/**
 * Binds the users table to Firebase accounts: at each sign-in the record of the email is checked
 * against the account signing in, so a role (admin above all) never passes to whoever holds that
 * email next.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { Account } from './identity';

export async function bindUserRecord(db: Database, account: Account & { email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ id: users.id, uid: users.uid, role: users.role })
      .from(users)
      .where(eq(users.email, account.email))
      .for('update');
    if (!record || record.uid === account.uid) return;
    if (record.uid === null) {
      // Made before records were bound: its first sign-in claims it, but an admin role only
      // with an email the identity service has verified.
      const keepsRole = record.role === 'user' || account.emailVerified;
      await tx
        .update(users)
        .set({ uid: account.uid, ...(!keepsRole && { role: 'user' as const }) })
        .where(eq(users.id, record.id));
      return;
    }
    // The email's previous account is gone (deleted, or moved to another email): its record, role
    // and profile are not the newcomer's. They create their own, as after any first sign-in.
    await tx.delete(users).where(eq(users.id, record.id));
  });
}
