/**
 * Unbounded writes: a per-user budget of writes, a per-user image quota, and a sweep
 * that removes uploads nothing refers to once their grace period is over.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sweepUnusedImages } from '../../src/server/images/imageSweep';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { imageParams, bodyOf, multipartBody, type Session, suiteEnvironment } from './support/environment';
import { makePng } from './support/png';

const env = suiteEnvironment();

/** Calls `app` as `session` and answers the status. */
const statusOf = async (
  app: FastifyInstance,
  session: Session,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => (await app.inject({ method, url, headers: session.headers, ...(payload && { payload }) })).statusCode;

const upload = (app: FastifyInstance, session: Session, png: Buffer) => {
  const form = multipartBody('image', 'photo.png', 'image/png', png);
  return app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...session.headers, ...form.headers },
    payload: form.payload,
  });
};

describe('a per-user budget of writes', () => {
  it('answers 429 once a user has spent it, across every kind of write, and only for that user', async () => {
    const app = await env.buildVariant({ rateLimits: { writes: 4 } });
    try {
      const user = await env.newUser('writer');
      const review = { review: 'Good', rating: 5 };
      const statuses = [
        await statusOf(app, user, 'POST', '/api/review', review),
        await statusOf(app, user, 'PUT', '/api/user', { name: 'Writer', email: user.email }),
        (await upload(app, user, makePng(2, 2, [1, 1, 1]))).statusCode,
        await statusOf(app, user, 'POST', '/api/review', review),
      ];
      expect(statuses).toEqual([201, 200, 200, 201]);
      const limited = await app.inject({
        method: 'POST',
        url: '/api/review',
        headers: user.headers,
        payload: review,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: apiErrors.rateLimited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await statusOf(app, user, 'PUT', '/api/user', { name: 'W', email: user.email })).toBe(429);
      expect((await upload(app, user, makePng(2, 2, [2, 2, 2]))).statusCode).toBe(429);

      // Another user, or reading, is not held back by it.
      expect(await statusOf(app, env.userB, 'POST', '/api/review', review)).toBe(201);
      expect((await app.inject({ url: '/api/review', headers: user.headers })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("covers the admin's writes too", async () => {
    const app = await env.buildVariant({ rateLimits: { writes: 1 } });
    try {
      expect(await statusOf(app, env.admin, 'DELETE', '/api/unknownproduct')).toBe(404);
      expect(await statusOf(app, env.admin, 'DELETE', '/api/unknownproduct')).toBe(429);
      expect(
        await statusOf(app, env.admin, 'PUT', `/api/user/admin/${encodeURIComponent(env.userA.email)}`),
      ).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('a per-user image quota', () => {
  it('refuses an upload that would take a user past their quota; admins are not held to it', async () => {
    const png = (seed: number) => makePng(40, 40, [seed, 200, 100]);
    const app = await env.buildVariant({
      config: {
        ...env.config,
        limits: { ...env.config.limits, imageQuotaBytes: png(1).length + png(2).length },
      },
    });
    try {
      const user = await env.newUser('hoarder');
      expect((await upload(app, user, png(1))).statusCode).toBe(200);
      expect((await upload(app, user, png(2))).statusCode).toBe(200);
      const third = await upload(app, user, png(3));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: apiErrors.imageQuota });
      // The same picture again is stored once and costs nothing more.
      expect((await upload(app, user, png(2))).statusCode).toBe(200);
      // The quota is the user's own: others and admins upload on.
      expect((await upload(app, env.userB, png(4))).statusCode).toBe(200);
      for (const seed of [5, 6, 7]) expect((await upload(app, env.admin, png(seed))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the sweep of unused images', () => {
  it('removes uploads nothing refers to once past the grace period, and keeps every used one', async () => {
    const user = await env.newUser('sweeper');
    const url = async (seed: number) =>
      bodyOf(await env.uploadPng(user, makePng(5, 5, [seed, 33, 77]))).data.url as string;
    const [orphan, profilePhoto, reviewPhoto, productPicture] = await Promise.all([
      url(11),
      url(12),
      url(13),
      bodyOf(await env.uploadPng(env.admin, makePng(5, 5, [14, 33, 77]))).data.url as string,
    ]);
    await env.api.saveUser({
      as: user,
      body: { name: 'Sweeper', email: user.email, image: profilePhoto },
    });
    await env.api.addReview({
      as: env.userB,
      body: { review: 'Photo', rating: 5, img: reviewPhoto },
    });
    const product = await env.api.addProduct({
      as: env.admin,
      body: {
        name: 'Bench Vice',
        description: 'Holds.',
        minimumOrder: 1,
        availableQuentity: 5,
        price: 30,
        img: productPicture,
      },
    });
    expect(product.status).toBe(201);
    const catalogue = (await env.api.listProducts()).body as { img: string }[];

    // Within the grace period nothing goes, not even the orphan.
    await sweepUnusedImages(env.db, 60 * 60 * 1000);
    expect((await env.api.image({ params: imageParams(orphan) })).status).toBe(200);

    await sweepUnusedImages(env.db, 0);
    // A fresh instance: each one keeps recently served pictures in memory.
    const fresh = await env.buildVariant({});
    try {
      expect((await fresh.inject({ url: orphan })).statusCode).toBe(404);
      for (const used of [profilePhoto, reviewPhoto, productPicture, ...catalogue.map((p) => p.img)]) {
        expect((await fresh.inject({ url: used })).statusCode, used).toBe(200);
      }
    } finally {
      await fresh.close();
    }
  });

  it('gives the quota back: swept images no longer count', async () => {
    const png = (seed: number) => makePng(40, 40, [seed, 1, 250]);
    const app = await env.buildVariant({
      config: { ...env.config, limits: { ...env.config.limits, imageQuotaBytes: png(1).length } },
    });
    try {
      const user = await env.newUser('recycler');
      expect((await upload(app, user, png(1))).statusCode).toBe(200);
      expect((await upload(app, user, png(2))).statusCode).toBe(429);
      await sweepUnusedImages(env.db, 0);
      expect((await upload(app, user, png(2))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
