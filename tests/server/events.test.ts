/**
 * `GET /events`: who receives what, across instances, and who is refused. Streams are
 * read over real HTTP, as the web app and the desktop main process read them.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ShopEvent } from '../../src/shared/entities';
import type { EventBus } from '../../src/server/events/bus';
import { createAccessTokens } from '../../src/server/auth/tokens';
import { bodyOf, suiteEnvironment } from './support/environment';

const env = suiteEnvironment();
/** A second API instance on the same database, with its own event bus (LISTEN/NOTIFY on PostgreSQL). */
let instanceB: FastifyInstance;
let busB: EventBus;

beforeAll(async () => {
  busB = await env.openEventBus();
  instanceB = await env.buildVariant({ events: busB });
  await instanceB.ready();
});
afterAll(async () => {
  await instanceB?.close();
  if (busB) await busB.close();
});

const isOrder = (id: string, type: string) => (e: ShopEvent) =>
  e.kind === 'order' && e.type === type && e.order._id === id;

describe('GET /events', () => {
  it("an order placed and paid through instance A reaches an admin's stream on instance B", async () => {
    const stream = await env.openStream(env.admin, instanceB);
    try {
      expect(stream.status).toBe(200);
      const product = await env.createProduct({ availableQuentity: 40 });
      const order = await env.placeOrder(env.userA, product, 2);
      const created = await stream.next(isOrder(order._id, 'created'));
      expect(created).toMatchObject({
        kind: 'order',
        order: { email: env.userA.email, quantity: 2, state: 'unpaid' },
      });
      // The stock it took is announced to every signed-in stream too.
      await stream.next(
        (e) => e.kind === 'product' && e.product._id === product._id && e.product.availableQuentity === 38,
      );

      await env.payOrder(env.userA, order);
      const paid = await stream.next(isOrder(order._id, 'paid'));
      expect(paid).toMatchObject({ order: { state: 'paid', paid: true } });
      expect(stream.events.filter(isOrder(order._id, 'paid'))).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it("a customer's stream carries their own orders and never another customer's", async () => {
    const mine = await env.openStream(env.userA, instanceB);
    try {
      const product = await env.createProduct();
      const theirs = await env.placeOrder(env.userB, product);
      await env.payOrder(env.userB, theirs);
      const own = await env.placeOrder(env.userA, product);
      await env.api.shipOrder({ as: env.admin, params: { id: theirs._id } });
      await mine.next(isOrder(own._id, 'created'));
      // Everything about user B's order was published before user A's own order was.
      const leaked = mine.events.filter((e) => e.kind === 'order' && e.order.email !== env.userA.email);
      expect(leaked).toEqual([]);
    } finally {
      mine.close();
    }
  });

  it('a customer sees their order shipped, live', async () => {
    const mine = await env.openStream(env.userA);
    try {
      const order = await env.payOrder(env.userA, await env.placeOrder(env.userA, await env.createProduct()));
      await env.api.shipOrder({ as: env.admin, params: { id: order._id } });
      const shipped = await mine.next(isOrder(order._id, 'shipped'));
      expect(shipped).toMatchObject({ order: { state: 'shipped', status: true } });
    } finally {
      mine.close();
    }
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const forged = await createAccessTokens('x'.repeat(64), 3600).mint({
      uid: 'forged-uid',
      email: env.admin.email,
    });
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${forged}` },
    ]) {
      const stream = await env.openStream(env.anon, env.app, headers);
      stream.close();
      expect(stream.status).toBe(401);
    }
  });

  it('a demoted admin’s open stream stops carrying other customers’ orders, as soon as REST would refuse them', async () => {
    // Asking the identity service on every request, as REST then does: streams ask every second.
    const strict = await env.buildVariant({ config: { ...env.config, accountRecheckMs: 0 } });
    try {
      const colleague = await env.newUser('colleague');
      await env.api.makeAdmin({ as: env.admin, params: { email: colleague.email } });
      const stream = await env.openStream(colleague, strict);
      const product = await env.createProduct({ availableQuentity: 10 });
      const before = await env.placeOrder(env.userA, product);
      await stream.next(isOrder(before._id, 'created'));

      await env.api.removeAdmin({ as: env.admin, params: { email: colleague.email } });
      await new Promise((wait) => setTimeout(wait, 1_500));
      const after = await env.placeOrder(env.userB, product);
      await stream.next(
        (e) => e.kind === 'product' && e.product._id === product._id && e.product.availableQuentity === 8,
      );
      expect(stream.events.some(isOrder(after._id, 'created'))).toBe(false);
      stream.close();
    } finally {
      await strict.close();
    }
  });

  it('a deleted account’s open stream ends', async () => {
    const strict = await env.buildVariant({ config: { ...env.config, accountRecheckMs: 0 } });
    const identityAdmin = initializeApp(
      { projectId: env.config.firebase.projectId },
      `events-test-${Date.now()}`,
    );
    try {
      const { email, idToken } = await env.signUp('leaver');
      const login = await env.api.login({
        body: { email },
        headers: { authorization: `Bearer ${idToken}` },
      });
      const stream = await env.openStream(
        { email, headers: { authorization: `Bearer ${bodyOf(login).accessToken}` } },
        strict,
      );
      expect(stream.status).toBe(200);
      await getAuth(identityAdmin).deleteUser(decodeJwt(idToken).sub!);
      await stream.ended;
    } finally {
      await deleteApp(identityAdmin);
      await strict.close();
    }
  });

  it('holds at most 8 streams per account: a ninth ends the oldest', async () => {
    const customer = await env.newUser('hoarder');
    const streams = [];
    for (let i = 0; i < 9; i++) streams.push(await env.openStream(customer));
    await streams[0]!.ended;
    const product = await env.createProduct({ availableQuentity: 5 });
    const order = await env.placeOrder(customer, product);
    await Promise.all(streams.slice(1).map((stream) => stream.next(isOrder(order._id, 'created'))));
    expect(streams[0]!.events.some(isOrder(order._id, 'created'))).toBe(false);
    for (const stream of streams) stream.close();
  });
});
