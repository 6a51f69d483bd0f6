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

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'email'],
        });
        const { sub, email } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') return null;
        return { uid: sub, email };
      } catch {
        return null;
      }
    },
  };
}
