/**
 * Identity and roles (docs/contract.md): only a valid Firebase ID token for the posted email mints an
 * accessToken; nobody makes themself admin; the role is read from the database on every request.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/strings/validation';
import { wholeList, errorOf, bodyOf, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();

const login = (email: string, idToken?: string) =>
  env.api.login({
    body: { email },
    headers: idToken === undefined ? {} : { authorization: `Bearer ${idToken}` },
  });
const bearer = (token: string): Session => ({ email: '', headers: { authorization: `Bearer ${token}` } });

describe('POST /login', () => {
  it('exchanges a valid ID token for an accessToken that opens the API', async () => {
    const { email, idToken } = await env.signUp('fresh');
    const res = await login(email, idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const mine = await env.api.myOrders({ as: bearer(bodyOf(res).accessToken), query: { email } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
  });

  it('accepts the posted email in any letter case', async () => {
    const { email, idToken } = await env.signUp('casey');
    expect((await login(email.toUpperCase(), idToken)).status).toBe(200);
  });

  it('refuses without an ID token', async () => {
    const res = await login(env.userA.email);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'unauthorized' });
  });

  it("refuses another account's ID token", async () => {
    const idTokenOfB = await env.idTokenFor(env.userB.email);
    const res = await login(env.userA.email, idTokenOfB);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'The signed-in identity does not match this email' });
  });

  it('refuses forged ID tokens', async () => {
    const claims = {
      email: env.userA.email,
      email_verified: true,
      aud: env.config.firebase.projectId,
      iss: `https://securetoken.google.com/${env.config.firebase.projectId}`,
      auth_time: Math.floor(Date.now() / 1000),
      firebase: { sign_in_provider: 'password' },
    };
    const unsigned = new UnsecuredJWT(claims)
      .setSubject('forged-uid')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const selfSigned = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('forged-uid')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('attacker-chosen-secret-attacker-chosen'));
    const accessTokenOfA = env.userA.headers.authorization!.slice('Bearer '.length);
    for (const token of [unsigned, selfSigned, accessTokenOfA, 'not-a-jwt']) {
      const res = await login(env.userA.email, token);
      expect(res.status).toBe(401);
    }
  });

  it('refuses a bad body with 400 even with a valid ID token', async () => {
    const idToken = await env.idTokenFor(env.userA.email);
    for (const body of [{}, { email: '' }, { email: {} }, { email: ['a'] }]) {
      const res = await env.api.login({
        body,
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).issues).toBeInstanceOf(Array);
    }
  });
});

describe('access tokens', () => {
  it('refuses tokens it did not sign', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(env.admin.email)
      .setIssuer('toolshop')
      .setAudience('toolshop-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-guess-at-the-secret-a-guess-at-the-secret'));
    const unsigned = new UnsecuredJWT({ iss: 'toolshop', aud: 'toolshop-api' })
      .setSubject(env.admin.email)
      .setExpirationTime('1h')
      .encode();
    for (const token of [forged, unsigned, 'garbage']) {
      const res = await env.api.listAllOrders({ as: bearer(token) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'unauthorized' });
    }
  });
});

describe('users', () => {
  it("PUT /user creates the caller's record with role user, whatever role is sent", async () => {
    const { email, idToken } = await env.signUp('climber');
    const session = bearer(bodyOf(await login(email, idToken)).accessToken);
    const created = await env.api.saveUser({
      as: session,
      body: { name: 'Climber', email, image: '/api/images/abc', phone: '5550000', role: 'admin' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: 'Climber',
      email,
      image: '/api/images/abc',
      phone: '5550000',
      role: 'user',
      location: '',
      fbLink: '',
      education: '',
      address: null,
    });
    expect((await env.api.listAllOrders({ as: session })).status).toBe(403);
  });

  it('PUT /user updates the profile fields, education included, and never the role', async () => {
    const res = await env.api.saveUser({
      as: env.userA,
      body: {
        name: 'Ann Example',
        email: env.userA.email,
        phone: '01700000000',
        location: 'Chattogram',
        fbLink: 'https://facebook.com/ann',
        education: 'BUET',
        role: 'admin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ann Example',
      location: 'Chattogram',
      education: 'BUET',
      role: 'user',
    });
    const [me] = wholeList(
      bodyOf(await env.api.listUsers({ as: env.userA, query: { email: env.userA.email } })),
    );
    expect(me).toMatchObject({
      name: 'Ann Example',
      phone: '01700000000',
      fbLink: 'https://facebook.com/ann',
      role: 'user',
    });
  });

  it.each([
    [{ name: '' }, 'name', messages.fullNameRequired],
    [{ fbLink: 'facebook' }, 'fbLink', messages.urlInvalid],
    [{ phone: 'twelve' }, 'phone', messages.phoneNumeric],
  ])('PUT /user refuses %j with the form message', async (change, path, message) => {
    const res = await env.api.saveUser({
      as: env.userA,
      body: { name: 'Ann', email: env.userA.email, ...change },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path, message });
  });

  it("a user cannot write another user's record", async () => {
    const res = await env.api.saveUser({
      as: env.userA,
      body: { name: 'Hijacked', email: env.userB.email },
    });
    expect(res.status).toBe(403);
    const [b] = wholeList(
      bodyOf(await env.api.listUsers({ as: env.userB, query: { email: env.userB.email } })),
    );
    expect(b?.name).not.toBe('Hijacked');
  });

  it('a user cannot promote themself', async () => {
    const res = await env.api.makeAdmin({ params: { email: env.userA.email }, as: env.userA });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'forbidden' });
    const [me] = wholeList(
      bodyOf(await env.api.listUsers({ as: env.userA, query: { email: env.userA.email } })),
    );
    expect(me?.role).toBe('user');
  });

  it('GET /user (admin) lists everyone; GET /user?email= answers an array', async () => {
    const all = await env.api.listUsers({ as: env.admin });
    expect(all.status).toBe(200);
    const emails = wholeList(bodyOf(all)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([env.admin.email, env.userA.email, env.userB.email]));
    const one = await env.api.listUsers({ as: env.admin, query: { email: env.userB.email } });
    expect(one.body).toHaveLength(1);
    const none = await env.api.listUsers({
      as: env.admin,
      query: { email: 'nobody@toolshop.test' },
    });
    expect(none.body).toEqual([]);
  });

  it("a promotion applies at once to the promoted user's existing session", async () => {
    const session = await env.newUser('rising');
    expect((await env.api.listAllOrders({ as: session })).status).toBe(403);
    const promoted = await env.api.makeAdmin({ params: { email: session.email }, as: env.admin });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ email: session.email, role: 'admin' });
    expect((await env.api.listAllOrders({ as: session })).status).toBe(200);
  });

  it('PUT /user/admin/{email} answers 404 for an unknown user', async () => {
    const res = await env.api.makeAdmin({ params: { email: 'ghost%40toolshop.test' }, as: env.admin });
    expect(res.status).toBe(404);
  });
});
