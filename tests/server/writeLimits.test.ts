/**
 * Unbounded writes: a per-user budget of writes, a per-user image quota, and a sweep
 * that removes uploads nothing refers to once their grace period is over.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sweepUnusedImages } from '../../src/server/images/imageSweep';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import {
  clientOf,
  imageParams,
  bodyOf,
  multipartBody,
  type Session,
  suiteEnvironment,
} from './support/environment';
import { makePng } from './support/png';

const env = suiteEnvironment();

/** Calls `app` as `session` and answers the status. */
const upload = (app: FastifyInstance, session: Session, png: Buffer) => {
  const form = multipartBody('image', 'photo.png', 'image/png', png);
  return clientOf(app).uploadImage({ as: session, payload: form.payload, headers: form.headers });
};

describe('a per-user budget of writes', () => {
  it('answers 429 once a user has spent it, across every kind of write, and only for that user', async () => {
    const app = await env.buildVariant({ rateLimits: { writes: 4 } });
    try {
      const user = await env.newUser('writer');
      const review = { review: 'Good', rating: 5 };
      const statuses = [
        (await clientOf(app).addReview({ as: user, body: review })).status,
        (await clientOf(app).saveUser({ as: user, body: { name: 'Writer', email: user.email } })).status,
        (await upload(app, user, makePng(2, 2, [1, 1, 1]))).status,
        (await clientOf(app).addReview({ as: user, body: review })).status,
      ];
      expect(statuses).toEqual([201, 200, 200, 201]);
      const limited = await clientOf(app).addReview({ as: user, body: review });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: apiErrors.rateLimited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await clientOf(app).saveUser({ as: user, body: { name: 'W', email: user.email } })).status,
      ).toBe(429);
      expect((await upload(app, user, makePng(2, 2, [2, 2, 2]))).status).toBe(429);

      // Another user, or reading, is not held back by it.
      expect((await clientOf(app).addReview({ as: env.userB, body: review })).status).toBe(201);
      expect((await clientOf(app).listReviews({ as: user })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("covers the admin's writes too", async () => {
    const app = await env.buildVariant({ rateLimits: { writes: 1 } });
    try {
      const unknown = { as: env.admin, params: { id: 'unknownproduct' } };
      expect((await clientOf(app).deleteProduct(unknown)).status).toBe(404);
      expect((await clientOf(app).deleteProduct(unknown)).status).toBe(429);
      const promotion = { as: env.admin, params: { email: env.userA.email } };
      expect((await clientOf(app).makeAdmin(promotion)).status).toBe(429);
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
      expect((await upload(app, user, png(1))).status).toBe(200);
      expect((await upload(app, user, png(2))).status).toBe(200);
      const third = await upload(app, user, png(3));
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ message: apiErrors.imageQuota });
      // The same picture again is stored once and costs nothing more.
      expect((await upload(app, user, png(2))).status).toBe(200);
      // The quota is the user's own: others and admins upload on.
      expect((await upload(app, env.userB, png(4))).status).toBe(200);
      for (const seed of [5, 6, 7]) expect((await upload(app, env.admin, png(seed))).status).toBe(200);
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
    const catalogue = bodyOf(await env.api.listProducts());

    // Within the grace period nothing goes, not even the orphan.
    await sweepUnusedImages(env.db, 60 * 60 * 1000);
    expect((await env.api.image({ params: imageParams(orphan) })).status).toBe(200);

    await sweepUnusedImages(env.db, 0);
    // A fresh instance: each one keeps recently served pictures in memory.
    const fresh = await env.buildVariant({});
    try {
      expect((await clientOf(fresh).image({ params: imageParams(orphan) })).status).toBe(404);
      for (const used of [profilePhoto, reviewPhoto, productPicture, ...catalogue.map((p) => p.img)]) {
        expect((await clientOf(fresh).image({ params: imageParams(used) })).status, used).toBe(200);
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
      expect((await upload(app, user, png(1))).status).toBe(200);
      expect((await upload(app, user, png(2))).status).toBe(429);
      await sweepUnusedImages(env.db, 0);
      expect((await upload(app, user, png(2))).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
