/**
 * Binds the users table to Firebase accounts: at each sign-in the records of the account's uid and
 * of its email are set straight, so a role (admin above all) follows the account and never passes
 * to whoever holds that email next.
 */
import { eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { users } from '../db/schema';
import type { Account, IdentityProvider } from './identity';

/** Accounts that each moved to the email of the next: more than this is given up on, not followed. */
const MAX_MOVES = 3;

/**
 * A record whose email another account now signs in with: its own account moved to another email
 * (the record, role included, follows it there, moving aside in turn any record in its way) or is
 * gone (the record goes with it).
 */
async function moveAside(
  tx: Transaction,
  identity: IdentityProvider,
  record: { id: string; uid: string; email: string },
  moves = 0,
): Promise<void> {
  const now = (await identity.account(record.uid))?.email ?? null;
  if (now === record.email) return;
  if (now === null || moves >= MAX_MOVES) {
    await tx.delete(users).where(eq(users.id, record.id));
    return;
  }
  const [inTheWay] = await tx
    .select({ id: users.id, uid: users.uid, email: users.email })
    .from(users)
    .where(eq(users.email, now))
    .for('update');
  if (inTheWay?.uid) await moveAside(tx, identity, { ...inTheWay, uid: inTheWay.uid }, moves + 1);
  else if (inTheWay) await tx.delete(users).where(eq(users.id, inTheWay.id));
  await tx.update(users).set({ email: now }).where(eq(users.id, record.id));
}

export async function bindUserRecord(
  db: Database,
  identity: IdentityProvider,
  account: Account & { email: string },
): Promise<void> {
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
    // A record of this email that belongs to another account: its role and profile are not this
    // account's. They follow their own account, or go with it.
    if (ofEmail?.uid) await moveAside(tx, identity, { ...ofEmail, uid: ofEmail.uid });
    else if (ofEmail) await tx.delete(users).where(eq(users.id, ofEmail.id));
    // This account's email changed in the identity service: its record, role included, follows it.
    if (own) await tx.update(users).set({ email: account.email }).where(eq(users.id, own.id));
  });
}
