/**
 * The access token's promises hold though verified tokens are remembered: a token expires on time
 * however often it was accepted before, and only the exact token signed by us is ever accepted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../src/server/auth/tokens';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const holder = { uid: 'uid-1', email: 'buyer@toolshop.test' };

describe('access tokens', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token until it expires, and not a moment after, however often it was accepted', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.mint(holder);
    expect(await tokens.verify(token)).toEqual(holder);
    vi.advanceTimersByTime(59_000);
    expect(await tokens.verify(token)).toEqual(holder);
    vi.advanceTimersByTime(2_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses an expired token it never saw', async () => {
    const token = await createAccessTokens(SECRET, 60).mint(holder);
    vi.advanceTimersByTime(61_000);
    expect(await createAccessTokens(SECRET, 60).verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, or changed after signing, once a good one was accepted', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.mint(holder);
    expect(await tokens.verify(token)).toEqual(holder);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        email: 'admin@toolshop.test',
        sub: 'uid-admin',
        iss: 'toolshop',
        aud: 'toolshop-api',
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const foreign = await createAccessTokens('another-secret-0123456789abcdef01234', 60).mint(holder);
    expect(await tokens.verify(foreign)).toBeNull();
  });
});
