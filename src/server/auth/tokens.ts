/**
 * Our own access tokens (docs/contract.md): an HS256 JWT whose subject is the caller's Firebase uid, with
 * their email beside it, minted only by `POST /login` after the identity service vouched for both.
 */
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'toolshop';
const AUDIENCE = 'toolshop-api';

export interface TokenHolder {
  uid: string;
  /** Lower-case. */
  email: string;
}

export interface AccessTokens {
  mint(holder: TokenHolder): Promise<string>;
  /** Whom the token names, or null for anything not signed by us, expired, or malformed. */
  verify(token: string): Promise<TokenHolder | null>;
}

/**
 * Tokens verified lately, each with whom it names until it expires: a client sends the same token
 * with every request for an hour, and checking its signature again each time (WebCrypto's HMAC, a
 * job on another thread) cost a busy shop a twentieth of its CPU. Only the exact token that was
 * verified is found; the oldest is forgotten first beyond this many.
 */
const MAX_REMEMBERED = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const remembered = new Map<string, { holder: TokenHolder; expiresAtMs: number }>();
  const remember = (token: string, holder: TokenHolder, expiresAtMs: number) => {
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(token, { holder, expiresAtMs });
  };
  return {
    mint: ({ uid, email }) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(uid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = remembered.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.holder;
        remembered.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'email'],
        });
        const { sub, email, exp } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') return null;
        const holder = { uid: sub, email };
        remember(token, holder, exp! * 1000);
        return holder;
      } catch {
        return null;
      }
    },
  };
}
