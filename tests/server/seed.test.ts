/**
 * The first-start seed: the twelve tools with their pictures from resources/seed and every variant's
 * codes (the counter scans each), the reviews, and an admin that exists in both the Auth emulator and the users table at every start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFirebaseIdentity } from '../../src/server/auth/identity';
import { barcodeCheckDigitOk } from '../../src/shared/gtin';
import { products, users } from '../../src/server/db/schema';
import { ensureAdmin, SEED_PRODUCTS, seedCatalogue } from '../../src/server/seed';
import { imageParams, wholeList, bodyOf, suiteEnvironment } from './support/environment';
import { makePng } from './support/png';

const env = suiteEnvironment();

describe('seedCatalogue', () => {
  it('refuses to seed with a picture missing, naming it, and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'toolshop-seed-'));
    try {
      for (const p of SEED_PRODUCTS.slice(1))
        await writeFile(join(dir, `${p.slug}.png`), makePng(2, 2, [1, 2, 3]));
      await expect(seedCatalogue(env.db, { seedDir: dir })).rejects.toThrow(join(dir, 'cordless-drill.png'));
      const [row] = await env.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('seeds twelve tools with 800×600 PNG pictures and the reviews, once', async () => {
    expect(await seedCatalogue(env.db)).toBe(true);
    expect(await seedCatalogue(env.db)).toBe(false);

    const catalogue = bodyOf(await env.api.listProducts());
    expect(catalogue.map((p) => p.name)).toEqual(SEED_PRODUCTS.map((p) => p.name));
    for (const product of catalogue) {
      expect(product.price).toBeGreaterThan(0);
      expect(product.availableQuentity).toBeGreaterThanOrEqual(product.minimumOrder);
      const picture = await env.api.image({ params: imageParams(product.img) });
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([picture.raw.readUInt32BE(16), picture.raw.readUInt32BE(20)]).toEqual([800, 600]);
    }
    const reviews = wholeList(bodyOf(await env.api.listReviews()));
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews) {
      // resources/seed/avatars holds the reviewers' photos.
      const photo = await env.api.image({ params: imageParams(review.img) });
      expect(photo.status, review.name).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    }
  });
});

describe('the seeded tools at the counter', () => {
  it('gives every variant a SKU, an EAN-13 barcode with a right check digit and a weight, and the counter finds each by either code', async () => {
    await seedCatalogue(env.db);
    const variants = bodyOf(await env.api.listProducts()).flatMap((product) =>
      product.variants.map((variant) => ({ product, variant })),
    );
    expect(variants.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length);
    for (const { product, variant } of variants) {
      expect(variant.sku, product.name).toMatch(/^[A-Z0-9-]+$/);
      expect(variant.barcode, product.name).toMatch(/^\d{13}$/);
      expect(barcodeCheckDigitOk(variant.barcode!), product.name).toBe(true);
      expect(variant.weightGrams, product.name).toBeGreaterThan(0);
      for (const code of [variant.barcode!, variant.sku!.toLowerCase()]) {
        const found = await env.api.counterLookup({ as: env.admin, query: { code } });
        expect(bodyOf(found), `${product.name} by ${code}`).toMatchObject({
          variantId: variant._id,
          productId: product._id,
          price: variant.price,
        });
      }
    }
  });
});

describe('ensureAdmin', () => {
  it('is idempotent and restores the admin role and account after resets', async () => {
    const admin = env.config.admin;
    await env.db.update(users).set({ role: 'user' }).where(eq(users.email, admin.email));
    const identity = createFirebaseIdentity(env.config.firebase);
    try {
      await ensureAdmin(env.db, identity, admin);
      await ensureAdmin(env.db, identity, admin);
    } finally {
      await identity.close();
    }
    const rows = await env.db.select().from(users).where(eq(users.email, admin.email));
    expect(rows.map((r) => r.role)).toEqual(['admin']);
    expect(await env.idTokenFor(admin.email, admin.password)).toEqual(expect.any(String));
  });

  it('creates the account in the Auth emulator when it is missing there', async () => {
    const fresh = {
      email: `seedadmin${Date.now().toString(36)}@toolshop.test`,
      password: 'another-admin-pass',
    };
    const identity = createFirebaseIdentity(env.config.firebase);
    try {
      await ensureAdmin(env.db, identity, fresh);
    } finally {
      await identity.close();
    }
    const idToken = await env.idTokenFor(fresh.email, fresh.password);
    const login = await env.api.login({
      body: { email: fresh.email },
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(login.status).toBe(200);
    const allOrders = await env.api.listAllOrders({
      headers: { authorization: `Bearer ${bodyOf(login).accessToken as string}` },
    });
    expect(allOrders.status).toBe(200);
  });
});
