/**
 * The API proxy (docs/desktop.md): the renderer sends an ApiCall naming one entry of the contract table,
 * main checks it is a call the window may make, builds its URL and method from that entry, attaches
 * the bearer from the vault, calls `{api}` with Node's fetch and hands back `{ status, data }`. The
 * accessToken of `login` goes into the vault and never back out; a 401 to a call made with the
 * vault's token empties the vault (a refused sign-in leaves it as it was).
 */
import { z } from 'zod';
import { MAX_IMPORT_BYTES, UNFETCHED_IMAGE_CHOICES } from '../shared/catalogueCsv';
import { fillPath, type EndpointDefinition } from '../shared/contract/endpoint';
import { endpoints, type ApiCall, type EndpointName } from '../shared/contract/endpoints';
import { IMAGE_MIMES, MAX_IMAGE_BYTES } from '../shared/images';
import { idempotencyKeySchema } from '../shared/schemas';
import { apiErrors } from '../shared/strings/apiMessages';
import { desktopRefusals } from '../shared/strings/desktop';
import type { TokenVault } from './tokenVault';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** A catalogue import downloads its images and writes thousands of rows: it may take minutes. */
const IMPORT_TIMEOUT_MS = 300_000;
/** What main answers when the API cannot be reached; the renderer's transport turns it into an error. */
export const UNREACHABLE_STATUS = 0;
/** Room for the longest parameter, an email (at most 254 characters). */
const MAX_PARAM_CHARS = 512;

export interface ProxyResponse {
  status: number;
  data: unknown;
}

/**
 * One path segment's value. It is percent-encoded into the path, so `/` and `%2e%2e` stay inside
 * their segment; `.` and `..` are left as they are by encoding and would be resolved by the URL parser.
 */
const paramSchema = z
  .string()
  .min(1)
  .max(MAX_PARAM_CHARS)
  .refine((value) => value !== '.' && value !== '..', desktopRefusals.dotSegment);

const querySchema = z.record(z.string().min(1).max(64), z.string().max(2048));

/** The `:name`s of an entry's path, each one whole segment. */
const pathParamNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * One endpoint's message: exactly its path's parameters; the identity token for `login` alone, an
 * `If-Match` version for `editProduct` alone, an `Idempotency-Key` for the entries that read one (strict
 * objects refuse them anywhere else).
 */
function callSchema(name: EndpointName, { path, headers }: EndpointDefinition) {
  const names = pathParamNames(path);
  const call = z.strictObject({
    endpoint: z.literal(name),
    params:
      names.length > 0
        ? z.strictObject(Object.fromEntries(names.map((param) => [param, paramSchema])))
        : z.strictObject({}).optional(),
    query: querySchema.optional(),
    body: z.unknown().optional(),
  });
  if (name === 'login') return call.extend({ idToken: z.string().min(1).max(8192).optional() });
  if (name === 'editProduct') {
    return call.extend({
      ifMatch: z
        .string()
        .regex(/^\d{1,9}$/, desktopRefusals.notAVersion)
        .optional(),
    });
  }
  if (headers instanceof z.ZodObject && 'idempotency-key' in headers.shape) {
    return call.extend({ idempotencyKey: idempotencyKeySchema.optional() });
  }
  return call;
}

/**
 * The calls the window may make: every entry but those no client of the shop makes through the
 * proxy, Stripe's webhook and the events stream (main holds that itself, on events:start).
 */
const windowCalls = (Object.entries(endpoints) as [EndpointName, EndpointDefinition][])
  .filter(([, entry]) => entry.caller === undefined)
  .map(([name, entry]) => callSchema(name, entry));

export const apiCallSchema: z.ZodType<ApiCall> = z.discriminatedUnion(
  'endpoint',
  windowCalls as [ReturnType<typeof callSchema>, ...ReturnType<typeof callSchema>[]],
  { error: (issue) => (issue.code === 'invalid_union' ? desktopRefusals.notWindowCall : undefined) },
);

export const imageUploadSchema = z.strictObject({
  bytes: z.instanceof(Uint8Array),
  type: z.enum(IMAGE_MIMES, apiErrors.imageType),
  name: z.string().min(1).max(255),
});

export type ImageUpload = z.infer<typeof imageUploadSchema>;

/**
 * A catalogue CSV to check (`dryRun`) or import: its text, at most the import's limit in bytes, and
 * what becomes of a picture that cannot be downloaded.
 */
export const catalogueImportSchema = z.strictObject({
  csv: z.string().refine((csv) => Buffer.byteLength(csv) <= MAX_IMPORT_BYTES, apiErrors.tooLarge),
  dryRun: z.boolean(),
  unfetchedImages: z.enum(UNFETCHED_IMAGE_CHOICES),
});

export interface ApiProxyOptions {
  /** `{api}` without a trailing slash, e.g. `http://127.0.0.1:8080/api`. */
  apiBase: string;
  vault: TokenVault;
}

export interface ApiProxy {
  /**
   * `payload`: an ApiCall, as the window sends it; anything else is refused with a 400. `timeoutMs`
   * shortens the wait for an answer (the counter's sales, which go to the offline queue instead).
   */
  request(payload: unknown, options?: { timeoutMs?: number }): Promise<ProxyResponse>;
  upload(payload: unknown): Promise<ProxyResponse>;
  /** `POST /product/import?dryRun=&unfetchedImages=` with the payload's CSV as `text/csv`. */
  importCatalogue(payload: unknown): Promise<ProxyResponse>;
}

const refuse = (status: number, message: string): ProxyResponse => ({ status, data: { message } });

/** A payload main refused, in one line naming the first problem. */
export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return desktopRefusals.invalid(where, issue?.message ?? desktopRefusals.invalidRequest);
}

function jsonByteLength(body: unknown): number | null {
  try {
    return Buffer.byteLength(JSON.stringify(body) ?? '');
  } catch {
    return null;
  }
}

/** An answer's body: parsed JSON where it says so, else its text (null when empty). */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withoutToken(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'accessToken'));
}

export function createApiProxy({ apiBase, vault }: ApiProxyOptions): ApiProxy {
  const basePath = new URL(apiBase).pathname.replace(/\/$/, '');

  /** The call's URL, or null should the URL parser ever move its path off the entry's. */
  const urlFor = ({ endpoint, params, query = {} }: ApiCall): URL | null => {
    const path = fillPath(endpoints[endpoint].path, params);
    const url = new URL(apiBase + path);
    if (url.pathname !== basePath + path) return null;
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  /** `withVaultToken`: the call carried the vault's accessToken, so a 401 means it is spent. */
  const send = async (
    url: URL,
    init: RequestInit,
    withVaultToken: boolean,
    timeoutMs = REQUEST_TIMEOUT_MS,
  ): Promise<ProxyResponse> => {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return refuse(UNREACHABLE_STATUS, desktopRefusals.unreachable);
    }
    const data = await readBody(res).catch(() => null);
    if (res.status === 401 && withVaultToken) await vault.clear();
    return { status: res.status, data };
  };

  const bearer = async (idToken?: string): Promise<Record<string, string>> => {
    const token = idToken ?? (await vault.get());
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  return {
    async request(payload, options = {}) {
      const parsed = apiCallSchema.safeParse(payload);
      if (!parsed.success) return refuse(400, issueText(parsed.error));
      const call = parsed.data;

      const url = urlFor(call);
      if (!url) return refuse(400, desktopRefusals.pathLeavesApi);
      const headers: Record<string, string> = { Accept: 'application/json', ...(await bearer(call.idToken)) };
      if (call.ifMatch !== undefined) headers['If-Match'] = `"${call.ifMatch}"`;
      if (call.idempotencyKey !== undefined) headers['Idempotency-Key'] = call.idempotencyKey;
      let encoded: string | undefined;
      if (call.body !== undefined) {
        const size = jsonByteLength(call.body);
        if (size === null) return refuse(400, desktopRefusals.bodyNotJson);
        if (size > MAX_JSON_BODY_BYTES) return refuse(413, apiErrors.tooLarge);
        encoded = JSON.stringify(call.body);
        headers['Content-Type'] = 'application/json';
      }

      const { method } = endpoints[call.endpoint];
      const res = await send(
        url,
        { method, headers, body: encoded },
        call.idToken === undefined,
        options.timeoutMs,
      );
      if (call.endpoint !== 'login') return res;
      if (res.status === 200) {
        const token = (res.data as { accessToken?: unknown } | null)?.accessToken;
        if (typeof token === 'string' && token !== '') await vault.set(token);
        return { status: res.status, data: {} };
      }
      return { status: res.status, data: withoutToken(res.data) };
    },

    async upload(payload) {
      const parsed = imageUploadSchema.safeParse(payload);
      if (!parsed.success) return refuse(400, issueText(parsed.error));
      const { bytes, type, name } = parsed.data;
      if (bytes.byteLength > MAX_IMAGE_BYTES) return refuse(413, apiErrors.tooLarge);

      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
      return send(
        new URL(apiBase + endpoints.uploadImage.path),
        {
          method: endpoints.uploadImage.method,
          headers: { Accept: 'application/json', ...(await bearer()) },
          body: form,
        },
        true,
      );
    },

    async importCatalogue(payload) {
      const parsed = catalogueImportSchema.safeParse(payload);
      if (!parsed.success) {
        const tooLarge = parsed.error.issues.some((issue) => issue.message === apiErrors.tooLarge);
        return tooLarge ? refuse(413, apiErrors.tooLarge) : refuse(400, issueText(parsed.error));
      }
      const url = new URL(apiBase + endpoints.importCatalogue.path);
      url.searchParams.set('dryRun', String(parsed.data.dryRun));
      url.searchParams.set('unfetchedImages', parsed.data.unfetchedImages);
      return send(
        url,
        {
          method: endpoints.importCatalogue.method,
          headers: {
            Accept: 'application/json',
            'Content-Type': 'text/csv; charset=utf-8',
            ...(await bearer()),
          },
          body: parsed.data.csv,
        },
        true,
        IMPORT_TIMEOUT_MS,
      );
    },
  };
}
