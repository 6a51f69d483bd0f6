/**
 * Whether an access token's holder still has a usable account in the identity service: not deleted,
 * not disabled, and still under the email the token names. Without it a deleted or disabled account
 * would keep its access until the token expires (an hour by default).
 *
 * The guard asks on every request, so each answer is kept for a few seconds per user
 * (ACCOUNT_RECHECK_SECONDS), never longer: a deleted or disabled account is refused within that
 * time. An answer past half that age still stands, and is renewed in the background, for every
 * user whose answer is that old, together (a call per hundred users): an active user's request does
 * not wait for the identity service, and a busy shop calls it a few times per period, not once per
 * active user.
 */
import { ACCOUNTS_PER_CALL, type Account, type IdentityProvider } from './identity';
import type { TokenHolder } from './tokens';

/** Enough for every user active within a few seconds; the oldest answer goes first beyond it. */
const MAX_REMEMBERED = 10_000;

export type AccountCheck = (holder: TokenHolder) => Promise<boolean>;

interface Answer {
  usable: Promise<boolean>;
  /** Used until then only; renewed in the background when asked for in the last half of its period. */
  until: number;
  renewing: boolean;
}

const keyOf = ({ uid, email }: TokenHolder) => `${uid} ${email}`;

const isUsable = (account: Account | null | undefined, email: string) =>
  account != null && !account.disabled && account.email === email;

export function createAccountCheck(identity: IdentityProvider, recheckMs: number): AccountCheck {
  const remembered = new Map<string, Answer>();
  /** The holders whose answers are to be renewed at the next renewal, by key. */
  const due = new Map<string, TokenHolder>();
  let renewal: NodeJS.Timeout | null = null;

  const remember = (key: string, usable: Promise<boolean>, askedAt: number) => {
    if (remembered.size >= MAX_REMEMBERED && !remembered.has(key)) {
      remembered.delete(remembered.keys().next().value!);
    }
    const answer = { usable, until: askedAt + recheckMs, renewing: false };
    remembered.set(key, answer);
    // A failed call to the identity service is not remembered: the next request asks again.
    usable.catch(() => {
      if (remembered.get(key) === answer) remembered.delete(key);
    });
  };

  // A failed renewal changes nothing: the answers it would have renewed run out, and then a
  // request asks for itself.
  const renewDue = async () => {
    renewal = null;
    const holders = [...due.values()];
    due.clear();
    for (let i = 0; i < holders.length; i += ACCOUNTS_PER_CALL) {
      const batch = holders.slice(i, i + ACCOUNTS_PER_CALL);
      const askedAt = Date.now();
      const accounts = await identity.accounts(batch.map(({ uid }) => uid)).catch(() => null);
      if (!accounts) continue;
      for (const holder of batch) {
        remember(keyOf(holder), Promise.resolve(isUsable(accounts.get(holder.uid), holder.email)), askedAt);
      }
    }
  };

  return (holder) => {
    const key = keyOf(holder);
    const now = Date.now();
    const known = remembered.get(key);
    if (known && known.until > now) {
      if (known.until - now <= recheckMs / 2 && !known.renewing) {
        known.renewing = true;
        due.set(key, holder);
        // Gathered for a quarter of the period, so the renewed answer comes before this one runs out.
        renewal ??= setTimeout(() => void renewDue(), recheckMs / 4).unref();
      }
      return known.usable;
    }
    remembered.delete(key);
    const usable = identity.account(holder.uid).then((account) => isUsable(account, holder.email));
    if (recheckMs > 0) remember(key, usable, now);
    return usable;
  };
}
