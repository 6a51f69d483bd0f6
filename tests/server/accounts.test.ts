/**
 * Who someone is comes from the identity service's account, not from what a token claims, and a
 * role belongs to an account, not to an email.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { decodeJwt, UnsecuredJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseIdentity } from '../../src/server/auth/identity';
import { users } from '../../src/server/db/schema';
import { TEST_PASSWORD } from './support/constants';
import { clientOf, wholeList, bodyOf, type Session, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
let adminApp: App;
let auth: Auth;
/** The app with no cached account answers, so each request asks the identity service. */
let uncached: FastifyInstance;

beforeAll(async () => {
  adminApp = initializeApp({ projectId: env.config.firebase.projectId }, `accounts-test-${Date.now()}`);
  auth = getAuth(adminApp);
  uncached = await env.buildVariant({ config: { ...env.config, accountRecheckMs: 0 } });
});
afterAll(async () => {
  await uncached?.close();
  if (adminApp) await deleteApp(adminApp);
});

const login = (email: string, idToken: string) =>
  env.api.login({ body: { email }, headers: { authorization: `Bearer ${idToken}` } });

const asSession = (accessToken: string): Session => ({
  email: '',
  headers: { authorization: `Bearer ${accessToken}` },
});

const allOrdersStatus = async (app: FastifyInstance, session: Session) =>
  (await clientOf(app).listAllOrders({ as: session })).status;

describe('POST /login takes identity from the account, not from the token', () => {
  it("a hand-made unsigned token with one's own uid and the admin's email gets no admin token", async () => {
    const { email, idToken } = await env.signUp('mallory');
    const uid = decodeJwt(idToken).sub!;
    const projectId = env.config.firebase.projectId;
    const forged = new UnsecuredJWT({
      email: env.admin.email,
      email_verified: true,
      aud: projectId,
      iss: `https://securetoken.google.com/${projectId}`,
      auth_time: Math.floor(Date.now() / 1000),
      user_id: uid,
      firebase: { sign_in_provider: 'password', identities: { email: [env.admin.email] } },
    })
      .setSubject(uid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();

    const asAdmin = await login(env.admin.email, forged);
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body).toEqual({ message: 'The signed-in identity does not match this email' });

    // Posted with the attacker's own email, the same token is only ever the attacker.
    const asSelf = await login(email, forged);
    if (asSelf.status === 200) {
      expect(await allOrdersStatus(env.app, asSession(bodyOf(asSelf).accessToken))).toBe(403);
    } else {
      expect(asSelf.status).toBe(401);
    }
  });
});

describe('an access token stops working with its account', () => {
  it('a deleted account is refused at once', async () => {
    const session = await env.newUser('leaver');
    const { uid } = await auth.getUserByEmail(session.email);
    const me = () => clientOf(uncached).listUsers({ as: session, query: { email: session.email } });
    expect((await me()).status).toBe(200);
    await auth.deleteUser(uid);
    const refused = await me();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'unauthorized' });
  });

  it('a disabled account is refused, and is let in again once enabled', async () => {
    const session = await env.newUser('paused');
    const { uid } = await auth.getUserByEmail(session.email);
    const idTokenBefore = await env.idTokenFor(session.email);
    await auth.updateUser(uid, { disabled: true });
    expect(await allOrdersStatus(uncached, session)).toBe(401);
    expect((await login(session.email, idTokenBefore)).status).toBe(401);
    await auth.updateUser(uid, { disabled: false });
    expect(await allOrdersStatus(uncached, session)).toBe(403);
  });

  it('with the default short cache, a deleted account is refused within a few seconds', async () => {
    const session = await env.newUser('cached');
    const { uid } = await auth.getUserByEmail(session.email);
    expect(await allOrdersStatus(env.app, session)).toBe(403);
    await auth.deleteUser(uid);
    await new Promise((wait) => setTimeout(wait, env.config.accountRecheckMs + 200));
    expect(await allOrdersStatus(env.app, session)).toBe(401);
  });
});

it('answers 503, not 500, while the identity service cannot be reached', async () => {
  const real = createFirebaseIdentity(env.config.firebase);
  const identity = { ...real, account: () => Promise.reject(new Error('connect ECONNREFUSED')) };
  const app = await env.buildVariant({ identity, config: { ...env.config, accountRecheckMs: 0 } });
  try {
    const variant = clientOf(app);
    const res = await variant.listAllOrders({ as: env.admin });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'The sign-in service cannot be reached; try again shortly' });
    const login = await variant.login({
      body: { email: env.userA.email },
      headers: { authorization: `Bearer ${await env.idTokenFor(env.userA.email)}` },
    });
    expect(login.status).toBe(503);
  } finally {
    await app.close();
    await real.close();
  }
});

it("renews an active user's answer in the background, with every other such user's in one call, and still refuses a deleted account in time", async () => {
  const real = createFirebaseIdentity(env.config.firebase);
  const asked: string[] = [];
  const renewed: string[][] = [];
  const identity = {
    ...real,
    account: (uid: string) => (asked.push(uid), real.account(uid)),
    accounts: (uids: readonly string[]) => (renewed.push([...uids]), real.accounts(uids)),
  };
  const recheckMs = 2000;
  const app = await env.buildVariant({ identity, config: { ...env.config, accountRecheckMs: recheckMs } });
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  try {
    const sessions = await Promise.all(['renewa', 'renewb', 'renewc'].map((name) => env.newUser(name)));
    const uids = await Promise.all(sessions.map(async ({ email }) => (await auth.getUserByEmail(email)).uid));
    const statuses = () => Promise.all(sessions.map((session) => allOrdersStatus(app, session)));
    expect(await statuses()).toEqual([403, 403, 403]);
    expect(asked.toSorted()).toEqual(uids.toSorted());

    // Past half the period: answered from memory, and renewed for all three in one call.
    await sleep(recheckMs / 2 + 100);
    expect(await statuses()).toEqual([403, 403, 403]);
    await sleep(recheckMs / 4 + 400);
    expect(renewed.map((call) => call.toSorted())).toEqual([uids.toSorted()]);
    expect(asked).toHaveLength(3);

    // A deleted account is refused within the period, renewed or not.
    await auth.deleteUser(uids[0]!);
    await sleep(recheckMs + 100);
    expect(await statuses()).toEqual([401, 403, 403]);
  } finally {
    await app.close();
    await real.close();
  }
});

describe('a role belongs to the account, not to the email', () => {
  it('a record made before records were bound is claimed at sign-in, an admin role only by a verified email', async () => {
    const unverified = await env.signUp('legacyadmin');
    const verified = await env.signUp('legacyverified');
    await env.db.insert(users).values([
      { email: unverified.email, name: 'Old Admin', role: 'admin' },
      { email: verified.email, name: 'Old Verified Admin', role: 'admin' },
    ]);
    await auth.updateUser((await auth.getUserByEmail(verified.email)).uid, { emailVerified: true });

    const claimedUnverified = await login(unverified.email, unverified.idToken);
    expect(await allOrdersStatus(env.app, asSession(bodyOf(claimedUnverified).accessToken))).toBe(403);
    const claimedVerified = await login(verified.email, await env.idTokenFor(verified.email));
    expect(await allOrdersStatus(env.app, asSession(bodyOf(claimedVerified).accessToken))).toBe(200);
  });

  it('follows the account when its email changes in the identity service', async () => {
    const mover = await env.newUser('mover');
    await env.api.makeAdmin({ params: { email: mover.email }, as: env.admin });
    const newEmail = `moved.${mover.email}`;
    await auth.updateUser((await auth.getUserByEmail(mover.email)).uid, { email: newEmail });
    // The old session named the old email: it is over.
    expect(await allOrdersStatus(uncached, mover)).toBe(401);

    const res = await login(newEmail, await env.idTokenFor(newEmail));
    expect(res.status).toBe(200);
    const moved = asSession(bodyOf(res).accessToken);
    expect(await allOrdersStatus(env.app, moved)).toBe(200);
    const [record] = wholeList(bodyOf(await env.api.listUsers({ as: moved, query: { email: newEmail } })));
    expect(record).toMatchObject({ email: newEmail, name: 'Test mover', role: 'admin' });
    const saved = await env.api.saveUser({ as: moved, body: { name: 'Moved', email: newEmail } });
    expect(saved.status).toBe(200);
  });

  it('orders follow the account: whoever registers an email its owner gave up never sees them', async () => {
    const mover = await env.newUser('ordermover');
    const oldEmail = mover.email;
    const order = await env.placeOrder(mover, await env.createProduct(), 1);
    const newEmail = `moved.${oldEmail}`;
    await auth.updateUser((await auth.getUserByEmail(oldEmail)).uid, { email: newEmail });

    await auth.createUser({ email: oldEmail, password: TEST_PASSWORD });
    const claimed = await login(oldEmail, await env.idTokenFor(oldEmail));
    const claimant = asSession(bodyOf(claimed).accessToken);
    const listed = await env.api.myOrders({ as: claimant, query: { email: oldEmail } });
    expect(listed.body).toEqual([]);
    expect((await env.api.orderDetail({ as: claimant, params: { id: order._id } })).status).toBe(403);
    expect((await env.api.cancelOrder({ as: claimant, params: { id: order._id } })).status).toBe(403);

    const moved = asSession(bodyOf(await login(newEmail, await env.idTokenFor(newEmail))).accessToken);
    const mine = bodyOf(await env.api.myOrders({ as: moved, query: { email: newEmail } }));
    expect(mine.map((o) => [o._id, o.state])).toEqual([[order._id, 'unpaid']]);
  });

  it('an admin who changes their email keeps record and role, even when someone claims the old email first', async () => {
    const mover = await env.newUser('adminmover');
    await env.api.makeAdmin({ as: env.admin, params: { email: mover.email } });
    const oldEmail = mover.email;
    const newEmail = `moved.${oldEmail}`;
    await auth.updateUser((await auth.getUserByEmail(oldEmail)).uid, { email: newEmail });

    await auth.createUser({ email: oldEmail, password: TEST_PASSWORD });
    const claimant = asSession(bodyOf(await login(oldEmail, await env.idTokenFor(oldEmail))).accessToken);
    expect(await allOrdersStatus(env.app, claimant)).toBe(403);
    const seen = await env.api.listUsers({ as: claimant, query: { email: oldEmail } });
    expect(seen.body).toEqual([]);
    const own = await env.api.saveUser({
      as: claimant,
      body: { name: 'Claimant', email: oldEmail },
    });
    expect(own.body).toMatchObject({ email: oldEmail, name: 'Claimant', role: 'user' });

    const moved = asSession(bodyOf(await login(newEmail, await env.idTokenFor(newEmail))).accessToken);
    expect(await allOrdersStatus(env.app, moved)).toBe(200);
    const [record] = wholeList(bodyOf(await env.api.listUsers({ as: moved, query: { email: newEmail } })));
    expect(record).toMatchObject({ email: newEmail, name: 'Test adminmover', role: 'admin' });
  });

  it("a deleted admin's role does not pass to whoever registers that email next", async () => {
    const former = await env.newUser('formeradmin');
    const promoted = await env.api.makeAdmin({ params: { email: former.email }, as: env.admin });
    expect(promoted.status).toBe(200);
    expect(await allOrdersStatus(env.app, former)).toBe(200);
    await auth.deleteUser((await auth.getUserByEmail(former.email)).uid);

    await auth.createUser({ email: former.email, password: TEST_PASSWORD });
    const res = await login(former.email, await env.idTokenFor(former.email));
    expect(res.status).toBe(200);
    const newcomer = asSession(bodyOf(res).accessToken);
    expect(await allOrdersStatus(env.app, newcomer)).toBe(403);
    // The old record, role and profile, is gone: the newcomer starts a record of their own.
    const mine = await env.api.listUsers({ as: newcomer, query: { email: former.email } });
    expect(mine.body).toEqual([]);
    const record = await env.api.saveUser({
      as: newcomer,
      body: { name: 'Newcomer', email: former.email, role: 'admin' },
    });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ name: 'Newcomer', role: 'user' });
    expect(await allOrdersStatus(env.app, newcomer)).toBe(403);
  });
});

describe('a review is signed by its author, never by what the request says', () => {
  it('takes the profile’s name, else the account’s, else the email’s name part', async () => {
    const { email, idToken } = await env.signUp('unnamed');
    const session = { ...asSession(bodyOf(await login(email, idToken)).accessToken), email };
    const post = async () =>
      bodyOf(
        await env.api.addReview({
          as: session,
          body: { review: 'Solid tools.', rating: 5, name: 'Toolshop Admin' },
        }),
      ).name;

    expect(await post()).toBe(email.split('@')[0]);
    await auth.updateUser(decodeJwt(idToken).sub!, { displayName: 'Mina Sultana' });
    expect(await post()).toBe('Mina Sultana');
    await env.api.saveUser({ as: session, body: { name: 'Mina S.', email, image: '', role: 'admin' } });
    expect(await post()).toBe('Mina S.');
  });
});
