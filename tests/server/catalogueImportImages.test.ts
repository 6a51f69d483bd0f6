/**
 * A catalogue import's `Image Src` by address (docs/catalogue-csv.md): downloaded into the shop's
 * images when importing (never on a dry run), a failed download a row error that stops the whole
 * import, saying why when it can (or, with unfetchedImages=placeholder, left out with a warning, the
 * product taking the placeholder or keeping its picture), and no download at all from loopback, private or link-local addresses, nor from IPv6
 * addresses that carry an IPv4 one, unless IMPORT_ALLOW_PRIVATE_HOSTS is set (this suite sets it,
 * and builds a second app without it).
 */
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type UnfetchedImages,
} from '../../src/shared/catalogueCsv';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../src/shared/strings/catalogueCsv';
import { isPublicAddress } from '../../src/server/catalogue/csv/imageDownload';
import type { ApiClient } from '../support/apiClient';
import { bodyOf, clientOf, imageParams, suiteEnvironment } from './support/environment';
import { makePng } from './support/png';

const env = suiteEnvironment({ env: { IMPORT_ALLOW_PRIVATE_HOSTS: 'true' } });
const png = makePng(3, 2, [200, 40, 40]);
/** Paths the image server was asked for, in order. */
const asked: string[] = [];
let server: Server;
let origin: string;
let strictApp: FastifyInstance;
let strict: ApiClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/drill.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/moved.png') return res.writeHead(302, { location: '/drill.png' }).end();
    if (req.url === '/page.html')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html></html>');
    if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png);
      return res.end(Buffer.alloc(10 * 1024 * 1024));
    }
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  strictApp = await env.buildVariant({
    config: { ...env.config, catalogueImport: { allowPrivateHosts: false } },
  });
  strict = clientOf(strictApp);
});
afterAll(async () => {
  await strictApp?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const quoted = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
let tags = 0;
/** A one-product CSV whose picture is at `imageSrc`; `handle` names the product, else a new one. */
const csvWithImage = (imageSrc: string, handle = `pictured-${++tags}`) => {
  const row: Partial<Record<CatalogueCsvColumn, string | number>> = {
    Handle: handle,
    Title: `Pictured Tool ${handle}`,
    'Body (HTML)': 'Shown as the supplier photographed it.',
    'Variant Price': 12,
    'Variant Inventory Qty': 3,
    'Image Src': imageSrc,
  };
  return {
    title: String(row.Title),
    csv: [CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_COLUMNS.map((column) => row[column] ?? '')]
      .map((cells) => `${cells.map(quoted).join(',')}\r\n`)
      .join(''),
  };
};

const importCsv = (
  csv: string,
  dryRun: boolean,
  api: ApiClient = env.api,
  unfetchedImages: UnfetchedImages = 'error',
) =>
  api.importCatalogue({
    as: env.admin,
    query: { dryRun: String(dryRun) as 'true' | 'false', unfetchedImages },
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });

const listed = async (title: string) => bodyOf(await env.api.listProducts()).find((p) => p.name === title);

describe('an image by address', () => {
  it('is fetched by a dry run to check it, then downloaded into the shop by the import', async () => {
    const { csv, title } = csvWithImage(`${origin}/moved.png`);
    const before = asked.length;
    expect(bodyOf(await importCsv(csv, true)).errors).toEqual([]);
    expect(asked.slice(before)).toEqual(['/moved.png', '/drill.png']);
    expect(await listed(title)).toBeUndefined();

    expect(bodyOf(await importCsv(csv, false)).applied).toBe(true);
    expect(asked.slice(before)).toEqual(['/moved.png', '/drill.png', '/moved.png', '/drill.png']);
    const product = await listed(title);
    expect(product?.img).toMatch(/^\/api\/images\//);
    const image = await env.api.image({ params: imageParams(product!.img) });
    expect(image.raw.equals(png)).toBe(true);
  });

  it.each([
    ['/page.html', e.imageNotImage],
    ['/huge.png', e.imageTooLarge(10)],
    ['/gone.png', e.imageUnreachable(e.unreachableStatus(404))],
  ])(
    'that fails (%s) is a row error of the dry run, and nothing of the file is imported',
    async (path, message) => {
      const { csv, title } = csvWithImage(`${origin}${path}`);
      const error = { row: 2, column: 'Image Src', message, unfetchedImage: true };
      expect(bodyOf(await importCsv(csv, true)).errors).toEqual([error]);
      const report = bodyOf(await importCsv(csv, false));
      expect(report).toMatchObject({ applied: false, errors: [error] });
      expect(await listed(title)).toBeUndefined();
    },
  );

  it('that cannot be reached says why: the host not found, the connection refused', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const unknownHost = bodyOf(await importCsv(csvWithImage('http://no-such-host.invalid/a.png').csv, true));
    expect(unknownHost.errors).toMatchObject([{ message: e.imageUnreachable(e.unreachableHostNotFound) }]);
    const refused = bodyOf(await importCsv(csvWithImage(`http://127.0.0.1:${port}/a.png`).csv, true));
    expect(refused.errors).toMatchObject([{ message: e.imageUnreachable(e.unreachableRefused) }]);
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '[::1]', 'localhost'])(
    'on %s is never fetched without IMPORT_ALLOW_PRIVATE_HOSTS',
    async (host) => {
      const port = new URL(origin).port;
      const { csv, title } = csvWithImage(`http://${host}:${port}/drill.png`);
      const before = asked.length;
      const report = bodyOf(await importCsv(csv, false, strict));
      expect(report).toMatchObject({
        applied: false,
        errors: [{ row: 2, column: 'Image Src', message: e.imageRefused }],
      });
      expect(asked.length).toBe(before);
      expect(await listed(title)).toBeUndefined();
    },
  );
});

describe('with unfetchedImages=placeholder', () => {
  it('leaves a dead picture out: a warning naming its row, the new product with the placeholder', async () => {
    const { csv, title } = csvWithImage(`${origin}/gone.png`);
    const dryRun = bodyOf(await importCsv(csv, true, env.api, 'placeholder'));
    expect(dryRun).toMatchObject({ errors: [], warnings: [w.unfetchedImages([2])] });
    expect(await listed(title)).toBeUndefined();

    const report = bodyOf(await importCsv(csv, false, env.api, 'placeholder'));
    expect(report).toMatchObject({ applied: true, errors: [], warnings: [w.unfetchedImages([2])] });
    const unpictured = csvWithImage('');
    expect(bodyOf(await importCsv(unpictured.csv, false)).applied).toBe(true);
    const placeholder = (await listed(unpictured.title))!.img;
    expect((await listed(title))?.img).toBe(placeholder);
  });

  it('leaves an existing product its picture', async () => {
    const { csv, title } = csvWithImage(`${origin}/drill.png`, 'kept-picture');
    expect(bodyOf(await importCsv(csv, false)).applied).toBe(true);
    const picture = (await listed(title))!.img;
    expect(picture).toMatch(/^\/api\/images\//);

    const dead = csvWithImage(`${origin}/gone.png`, 'kept-picture');
    const report = bodyOf(await importCsv(dead.csv, false, env.api, 'placeholder'));
    expect(report).toMatchObject({
      applied: true,
      products: { create: 0, update: 1 },
      warnings: [w.unfetchedImages([2])],
    });
    expect((await listed(title))?.img).toBe(picture);
  });

  it('still refuses an address on a private network, as a row error', async () => {
    const { csv, title } = csvWithImage(`${origin}/drill.png`);
    const report = bodyOf(await importCsv(csv, false, strict, 'placeholder'));
    expect(report).toMatchObject({ applied: false, warnings: [] });
    expect(report.errors).toEqual([{ row: 2, column: 'Image Src', message: e.imageRefused }]);
    expect(await listed(title)).toBeUndefined();
  });

  it('is the only other choice: anything else is refused with 400', async () => {
    const { csv } = csvWithImage(`${origin}/gone.png`);
    const res = await env.api.importCatalogue({
      as: env.admin,
      query: { dryRun: 'true', unfetchedImages: 'skip' as UnfetchedImages },
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.status).toBe(400);
  });
});

describe('the address check', () => {
  it.each([
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::a00:1', 'IPv4-compatible private'],
    ['::808:808', 'IPv4-compatible, even of a public address'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::ffff:0:808:808', 'IPv4-translated, even of a public address'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:808:808::1', '6to4, even of a public address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '2001:4860:4860::8888',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses such an address given in the image’s URL before connecting', async () => {
    const { csv, title } = csvWithImage('http://[::7f00:1]/drill.png');
    const report = bodyOf(await importCsv(csv, false, strict));
    expect(report).toMatchObject({
      applied: false,
      errors: [{ row: 2, column: 'Image Src', message: e.imageRefused }],
    });
    expect(await listed(title)).toBeUndefined();
  });
});
