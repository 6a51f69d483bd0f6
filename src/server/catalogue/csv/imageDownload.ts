/**
 * Downloads an import's `Image Src` (docs/catalogue-csv.md) without letting a CSV reach inside the
 * shop's network: the name is resolved first and every address it has is checked, and the
 * connection goes to an address so checked (no second lookup an attacker's DNS could answer
 * differently). Loopback, private, link-local and other non-public addresses are refused unless
 * the shop allows them (IMPORT_ALLOW_PRIVATE_HOSTS). A download stops at its byte and time limits,
 * follows a few redirects (each checked the same way) and must be a real image.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ImageMime } from '../../../shared/images';
import { catalogueCsvErrors as e } from '../../../shared/strings/catalogueCsv';
import { detectImageType } from '../../images/imageType';

export const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;
export const DOWNLOAD_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/**
 * A download, or why not. `unfetched`: the address is one the import may fetch but the picture
 * could not be had (unreachable, too slow, too large, not an image), so an import may go on without
 * it; false for an address it must not or cannot fetch at all (private, not http(s)).
 */
export type Download =
  { ok: true; bytes: Buffer; mime: ImageMime } | { ok: false; message: string; unfetched: boolean };

const refused = (message: string): Download => ({ ok: false, message, unfetched: false });
const unfetched = (message: string): Download => ({ ok: false, message, unfetched: true });

/** Why a connection failed, in the staff's words, for the failures that say it plainly. */
function connectionFailure(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return e.unreachableHostNotFound;
  if (code === 'ECONNREFUSED') return e.unreachableRefused;
  return null;
}

/** Every range that is not the public internet: the import's downloads never go there by default. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// An IPv6 address that carries an IPv4 one (::a.b.c.d, ::ffff:0:a.b.c.d, NAT64, 6to4, Teredo) is
// refused whole rather than judged by the IPv4 inside: none is where a shop's pictures live, and a
// relay or translator could take it to a private network. (::ffff:a.b.c.d is judged as IPv4.)
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // NAT64, local use
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet; an IPv4 address written as IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class Refused extends Error {}

/** The lookup each connection uses: every address of the name checked, a checked one connected to. */
const checkedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { all: true }).then(
      (addresses) => {
        if (
          addresses.length === 0 ||
          (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
        ) {
          callback(new Refused(hostname), '', 4);
          return;
        }
        const chosen = addresses[0]!;
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

interface Fetched {
  response: IncomingMessage;
  url: URL;
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'GET',
      headers: { accept: 'image/*' },
      lookup: checkedLookup(allowPrivate),
      signal,
    });
    req.on('response', (response) => resolve({ response, url }));
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage): Promise<Buffer | 'too-large'> {
  const declared = Number(response.headers['content-length']);
  if (declared > MAX_DOWNLOAD_BYTES) {
    response.destroy();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DOWNLOAD_BYTES) {
      response.destroy();
      return 'too-large';
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Where a URL may be fetched from: http(s), and (unless allowed) a host that is not an address of a private network. */
function permitted(url: URL, allowPrivate: boolean): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return allowPrivate || isIP(host) === 0 || isPublicAddress(host);
}

export async function downloadImage(address: string, allowPrivate: boolean): Promise<Download> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused(e.imageRef);
  }
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  try {
    for (let redirects = 0; ; redirects++) {
      if (!permitted(url, allowPrivate)) return refused(e.imageRefused);
      const { response } = await get(url, allowPrivate, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location && redirects < MAX_REDIRECTS) {
        response.resume();
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        return unfetched(e.imageUnreachable(e.unreachableStatus(status)));
      }
      const bytes = await readBody(response);
      if (bytes === 'too-large') return unfetched(e.imageTooLarge(MAX_DOWNLOAD_BYTES / 1024 / 1024));
      const mime = detectImageType(bytes);
      if (!mime) return unfetched(e.imageNotImage);
      return { ok: true, bytes, mime };
    }
  } catch (error) {
    if (error instanceof Refused) return refused(e.imageRefused);
    if (signal.aborted) return unfetched(e.imageTooSlow(DOWNLOAD_TIMEOUT_MS / 1000));
    return unfetched(e.imageUnreachable(connectionFailure(error)));
  }
}
