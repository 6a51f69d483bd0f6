/**
 * A catalogue import's `Image Src` by address (docs/catalogue-csv.md): downloaded into the shop's
 * images when importing (never on a dry run), a failed download a row error that stops the whole
 * import, and no download at all from loopback, private or link-local addresses, nor from IPv6
 * addresses that carry an IPv4 one, unless IMPORT_ALLOW_PRIVATE_HOSTS is set (this suite sets it,
 * and builds a second app without it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../src/shared/catalogueCsv';
import { catalogueCsvErrors as e } from '../../src/shared/strings/catalogueCsv';
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
/** A one-product CSV whose picture is at `imageSrc`. */
const csvWithImage = (imageSrc: string) => {
  tags += 1;
  const row: Partial<Record<CatalogueCsvColumn, string | number>> = {
    Handle: `pictured-${tags}`,
    Title: `Pictured Tool ${tags}`,
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

const importCsv = (csv: string, dryRun: boolean, api: ApiClient = env.api) =>
  api.importCatalogue({
    as: env.admin,
    query: { dryRun: String(dryRun) as 'true' | 'false' },
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
    ['/gone.png', e.imageUnreachable],
  ])(
    'that fails (%s) is a row error of the dry run, and nothing of the file is imported',
    async (path, message) => {
      const { csv, title } = csvWithImage(`${origin}${path}`);
      expect(bodyOf(await importCsv(csv, true))).toMatchObject({
        errors: [{ row: 2, column: 'Image Src', message }],
      });
      const report = bodyOf(await importCsv(csv, false));
      expect(report).toMatchObject({ applied: false, errors: [{ row: 2, column: 'Image Src', message }] });
      expect(await listed(title)).toBeUndefined();
    },
  );

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
