/** Products, images, reviews, health and config: spec §7's public and admin catalogue calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/strings';
import { createTestEnvironment, multipartBody, type TestEnvironment } from './support/environment';
import { makePng } from './support/png';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env?.close());

describe('health and config', () => {
  it('GET /api/health answers ok', async () => {
    const res = await env.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('GET /api/config describes the emulator and the sandbox driver', async () => {
    const res = await env.call('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firebase: {
        apiKey: expect.any(String),
        authDomain: expect.any(String),
        projectId: env.config.firebase.projectId,
        emulatorUrl: `http://${env.emulatorHost}`,
      },
      payments: { driver: 'sandbox', publishableKey: null },
    });
  });
});

describe('products', () => {
  it('an admin adds a product; everyone lists it with the spec fields, price in dollars', async () => {
    const product = await env.createProduct({ name: 'Torque Wrench', price: 49.99, minimumOrder: 3, availableQuentity: 40 });
    expect(product).toEqual({
      _id: expect.any(String),
      name: 'Torque Wrench',
      description: 'A sturdy tool for tests.',
      img: expect.stringMatching(/^\/api\/images\/[\w-]+$/),
      minimumOrder: 3,
      availableQuentity: 40,
      price: 49.99,
    });
    const list = await env.call('GET', '/api/');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(product);
  });
});
