/**
 * Whether an access token's holder still has a usable account in the identity service: not deleted,
 * not disabled, and still under the email the token names. Without it a deleted or disabled account
 * would keep its access until the token expires (an hour by default).
 *
 * The guard asks on every request, so each answer is kept for a few seconds per uid
 * (ACCOUNT_RECHECK_SECONDS): one identity-service call per active user per few seconds, and a
 * deleted or disabled account is refused within that time.
 */
import type { IdentityProvider } from './identity';
import type { TokenHolder } from './tokens';

/** Enough for every user active within a few seconds; the oldest answer goes first beyond it. */
const MAX_REMEMBERED = 10_000;

export type AccountCheck = (holder: TokenHolder) => Promise<boolean>;

export function createAccountCheck(identity: IdentityProvider, recheckMs: number): AccountCheck {
  const remembered = new Map<string, { usable: Promise<boolean>; until: number }>();

  const ask = async ({ uid, email }: TokenHolder) => {
    const account = await identity.account(uid);
    return account !== null && !account.disabled && account.email === email;
  };

  return (holder) => {
    const key = `${holder.uid} ${holder.email}`;
    const now = Date.now();
    const known = remembered.get(key);
    if (known && known.until > now) return known.usable;
    remembered.delete(key);
    const usable = ask(holder);
    if (recheckMs > 0) {
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, { usable, until: now + recheckMs });
      // A failed call to the identity service is not remembered: the next request asks again.
      usable.catch(() => remembered.delete(key));
    }
    return usable;
  };
}
