/**
 * Our own access tokens (DESIGN §3): an HS256 JWT whose subject is the caller's email, minted only
 * by `POST /login` after the identity provider vouched for that email.
 */
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'toolshop';
const AUDIENCE = 'toolshop-api';

export interface AccessTokens {
  mint(email: string): Promise<string>;
  /** The token's email, or null for anything not signed by us, expired, or malformed. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    mint: (email) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(email)
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
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
