/** Products, images, reviews, health and config: the public and admin catalogue calls. */
import { describe, expect, it } from 'vitest';
import { reviewDate } from '../../src/shared/money';
import { messages } from '../../src/shared/strings/validation';
import {
  imageParams,
  wholeList,
  pageOf,
  errorOf,
  bodyOf,
  multipartBody,
  suiteEnvironment,
} from './support/environment';
import { withSoleVariant } from '../support/products';
import { APP_SHELL, withWebBuild } from './support/webBuild';
import { makePng } from './support/png';

const env = suiteEnvironment();

describe('health and config', () => {
  it('GET /api/health answers ok', async () => {
    const res = await env.api.health();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('GET /api/config describes the emulator and the sandbox driver', async () => {
    const res = await env.api.config();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'USD',
      firebase: {
        apiKey: expect.any(String),
        authDomain: expect.any(String),
        projectId: env.config.firebase.projectId,
        emulatorUrl: `http://${env.emulatorHost}`,
      },
      payments: { driver: 'sandbox', publishableKey: null },
      cod: { offered: true, maxTotal: 500, maxOpen: 2 },
      cashRounding: 0.01,
      counter: { upi: null, bkash: null, nagad: null },
      tax: { regime: 'none', rates: [], defaultRate: 0, asksRegion: false, timeZone: 'UTC' },
    });
  });
});

describe('products', () => {
  it('an admin adds a product; everyone lists it with the spec fields, price in dollars', async () => {
    const product = await env.createProduct({
      name: 'Torque Wrench',
      price: 49.99,
      minimumOrder: 3,
      availableQuentity: 40,
    });
    expect(product).toEqual(
      withSoleVariant({
        _id: expect.any(String),
        name: 'Torque Wrench',
        description: 'A sturdy tool for tests.',
        img: expect.stringMatching(/^\/api\/images\/[\w-]+$/),
        minimumOrder: 3,
        availableQuentity: 40,
        price: 49.99,
        version: 1,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        rating: null,
      }),
    );
    // A product without options is its one variant, sharing its id.
    expect(product.variants[0]!._id).toBe(product._id);
    const list = await env.api.listProducts();
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(product);
  });
});

describe('product rules (add product)', () => {
  const valid = () => ({
    name: 'Pipe Wrench',
    description: 'Heavy duty.',
    img: '/api/images/abc',
    minimumOrder: 1,
    availableQuentity: 10,
    price: 30,
  });
  it.each([
    [{ name: '' }, 'name', messages.productNameRequired],
    [{ name: 'ab' }, 'name', messages.productNameMin],
    [{ description: '' }, 'description', messages.productDescriptionRequired],
    [{ minimumOrder: '' }, 'minimumOrder', messages.minimumOrderRequired],
    [{ availableQuentity: null }, 'availableQuentity', messages.availableQuantityRequired],
    [{ price: '' }, 'price', messages.priceRequired],
    [{ price: 0.001 }, 'price', messages.pricePositive],
    [{ price: 12.345 }, 'price', messages.moneyDecimals],
    [{ img: '' }, 'img', messages.imageRequired],
    [{ img: 'javascript:alert(1)' }, 'img', messages.imageRequired],
  ])('POST / refuses %j with the spec message', async (change, path, message) => {
    const res = await env.api.addProduct({ as: env.admin, body: { ...valid(), ...change } });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect(errorOf(res).issues).toContainEqual({ path, message });
  });

  it('DELETE /{id} removes a product, then answers 404', async () => {
    const product = await env.createProduct();
    const res = await env.api.deleteProduct({ params: { id: product._id }, as: env.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expect(bodyOf(await env.api.listProducts()).map((p) => p._id)).not.toContain(product._id);
    expect((await env.api.deleteProduct({ params: { id: product._id }, as: env.admin })).status).toBe(404);
  });
});

describe('images', () => {
  it('a PNG upload is served back byte-identical, with its type and long-lived cache headers', async () => {
    const png = makePng(16, 9, [10, 200, 30]);
    const upload = await env.uploadPng(env.userA, png);
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({ data: { url: expect.stringMatching(/^\/api\/images\/[\w-]+$/) } });

    const served = await env.api.image({ params: imageParams(bodyOf(upload).data.url) });
    expect(served.status).toBe(200);
    expect(served.raw.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const again = await env.uploadPng(env.userB, png);
    expect(bodyOf(again).data.url).toBe(bodyOf(upload).data.url);
  });

  it('a second fetch is served the same bytes, and a revalidation with the ETag gets 304 and no body', async () => {
    const png = makePng(7, 5, [200, 90, 10]);
    const upload = await env.uploadPng(env.userA, png);
    const first = await env.api.image({ params: imageParams(bodyOf(upload).data.url) });
    const second = await env.api.image({ params: imageParams(bodyOf(upload).data.url) });
    expect(second.raw.equals(png)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await env.api.image({
      params: imageParams(bodyOf(upload).data.url),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
  });

  it('recognises JPEG, WebP and GIF by their bytes', async () => {
    const samples: [string, Buffer][] = [
      ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
      [
        'image/webp',
        Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
      ],
      ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ];
    for (const [mime, bytes] of samples) {
      const form = multipartBody('image', 'upload.bin', 'application/octet-stream', bytes);
      const upload = await env.api.uploadImage({
        as: env.userA,
        payload: form.payload,
        headers: form.headers,
      });
      expect(upload.status, mime).toBe(200);
      const served = await env.api.image({ params: imageParams(bodyOf(upload).data.url) });
      expect(served.headers['content-type']).toBe(mime);
    }
  });

  it('refuses a text file named .png (400)', async () => {
    const form = multipartBody('image', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const res = await env.api.uploadImage({
      as: env.userA,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('Upload a JPEG, PNG, WebP or GIF image');
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.concat([makePng(1, 1, [0, 0, 0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const form = multipartBody('image', 'big.png', 'image/png', big);
    const res = await env.api.uploadImage({
      as: env.userA,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request is too large' });
  });

  it('refuses an upload without an image field (400)', async () => {
    const form = multipartBody('photo', 'tool.png', 'image/png', makePng(1, 1, [1, 2, 3]));
    const wrongField = await env.api.uploadImage({
      as: env.userA,
      payload: form.payload,
      headers: form.headers,
    });
    expect(wrongField.status).toBe(400);
    const notMultipart = await env.request('POST', '/api/images', { as: env.userA, body: { image: 'x' } });
    expect(notMultipart.status).toBe(400);
    const broken = await env.api.uploadImage({
      as: env.userA,
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('reviews', () => {
  it('POST /review takes author, photo and date from the server; GET /review lists it first', async () => {
    await env.api.saveUser({
      as: env.userA,
      body: { name: 'Ann Reviewer', email: env.userA.email, image: '/api/images/annphoto' },
    });
    const res = await env.api.addReview({
      as: env.userA,
      body: {
        review: 'Great drills.',
        rating: 4,
        email: env.userB.email,
        name: 'Someone Else',
        date: 'Jan 1, 1999',
        img: 'https://evil.example/x.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      name: 'Ann Reviewer',
      review: 'Great drills.',
      rating: 4,
      date: reviewDate(),
      img: '/api/images/annphoto',
      productId: null,
      verified: false,
    });
    const list = wholeList(bodyOf(await env.api.listReviews()));
    expect(list[0]).toEqual(res.body);
  });

  it("GET /review never shows a reviewer's email", async () => {
    await env.api.addReview({ as: env.userB, body: { review: 'Solid pliers.', rating: 5 } });
    const list = wholeList(bodyOf(await env.api.listReviews()));
    expect(list.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain('@');
    const page = await env.api.listReviews({ query: { page: '1' } });
    expect(JSON.stringify(page.body)).not.toContain('@');
  });

  it("a review's photo is one of our own uploads or none, never a third party's URL", async () => {
    const session = await env.newUser('pixel');
    for (const img of ['https://tracker.example/pixel.gif', 'http://127.0.0.1:9/x.png', '//evil.example/p']) {
      const res = await env.api.addReview({
        as: session,
        body: { review: 'Nice', rating: 5, img },
      });
      expect(res.status).toBe(201);
      expect(bodyOf(res).img).toBe('');
    }
    // A profile photo elsewhere (say, Google's) does not become a review's photo either.
    await env.api.saveUser({
      as: session,
      body: { name: 'Pixel', email: session.email, image: 'https://tracker.example/me.png' },
    });
    const viaProfile = await env.api.addReview({
      as: session,
      body: { review: 'Ok', rating: 3 },
    });
    expect(bodyOf(viaProfile).img).toBe('');
    const upload = await env.uploadPng(session, makePng(3, 3, [9, 9, 9]));
    const own = await env.api.addReview({
      as: session,
      body: { review: 'With my photo', rating: 4, img: bodyOf(upload).data.url },
    });
    expect(bodyOf(own).img).toBe(bodyOf(upload).data.url);
  });

  it('GET /review?page= answers one page with the total; without page, the plain array', async () => {
    const all = wholeList(bodyOf(await env.api.listReviews()));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await env.api.listReviews({ query: { page: '1', pageSize: '2' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ items: all.slice(0, 2), total: all.length, page: 1, pageSize: 2 });
    const second = await env.api.listReviews({ query: { page: '2', pageSize: '2' } });
    expect(pageOf(bodyOf(second)).items).toEqual(all.slice(2, 4));
    const beyond = await env.api.listReviews({ query: { page: '999', pageSize: '2' } });
    expect(beyond.body).toEqual({ items: [], total: all.length, page: 999, pageSize: 2 });
    const badQueries: Record<string, string>[] = [
      { page: '0' },
      { page: 'x' },
      { page: '1', pageSize: '101' },
      { sort: 'email' },
    ];
    for (const query of badQueries) {
      const bad = await env.api.listReviews({ query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
    }
  });

  it.each([
    [{ review: 'Fine', rating: 0 }, 'rating', 'please select a rating'],
    [{ review: 'Fine' }, 'rating', 'please select a rating'],
    [{ review: 'Fine', rating: 6 }, 'rating', 'please select a rating'],
    [{ review: '', rating: 5 }, 'review', messages.reviewRequired],
  ])('POST /review refuses %j', async (body, path, message) => {
    const res = await env.api.addReview({ as: env.userA, body });
    expect(res.status).toBe(400);
    expect(errorOf(res).issues).toContainEqual({ path, message });
  });
});

describe('the web app at /', () => {
  it("answers the JSON 404 for odd /api paths, never the static handler's 403", () =>
    withWebBuild(env, { 'index.html': APP_SHELL }, async (app) => {
      for (const url of [
        '/api//allOrder',
        '/api/%00',
        '/api/images/%00',
        `/api/order/${'a'.repeat(2000)}`,
        `/api/images/${'b'.repeat(5000)}`,
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'not found' });
      }
    }));

  it('lets only the desktop hand-off page connect to the loopback port it names', () =>
    withWebBuild(env, { 'index.html': APP_SHELL }, async (app) => {
      const connectSrc = async (url: string) => {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        return /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      };
      const state = 'S'.repeat(43);
      expect(await connectSrc(`/login?desktop_port=43123&state=${state}`)).toBe(
        `'self' http://${env.emulatorHost} http://127.0.0.1:43123`,
      );
      for (const url of [
        '/',
        '/login',
        '/dasboard/myorder',
        `/purchase/x?desktop_port=43123&state=${state}`,
        `/login?desktop_port=80&state=${state}`,
        '/login?desktop_port=43123&state=short',
      ]) {
        expect(await connectSrc(url), url).toBe(`'self' http://${env.emulatorHost}`);
      }
    }));

  it('says plainly when the web app is not built', async () => {
    const res = await env.request('GET', '/');
    expect(res.status).toBe(404);
    expect(res.body).toContain('npm run build:web');
  });

  it('serves the build with an SPA fallback, and keeps /api 404s as JSON', async () => {
    await withWebBuild(
      env,
      { 'index.html': APP_SHELL, 'assets/index-abc123.js': 'console.log(1)' },
      async (app) => {
        const home = await app.inject({ url: '/' });
        expect(home.statusCode).toBe(200);
        expect(home.headers['content-type']).toContain('text/html');
        expect(home.headers['cache-control']).toBe('no-cache');
        const csp = String(home.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain(`connect-src 'self' http://${env.emulatorHost};`);
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(home.headers['x-content-type-options']).toBe('nosniff');

        const deepLink = await app.inject({ url: '/dasboard/myorder' });
        expect(deepLink.statusCode).toBe(200);
        expect(deepLink.body).toContain('<div id="root">');

        const asset = await app.inject({ url: '/assets/index-abc123.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

        expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
        const api404 = await app.inject({ url: '/api/missing' });
        expect(api404.statusCode).toBe(404);
        expect(api404.json()).toEqual({ message: 'not found' });
      },
    );
  });
});
