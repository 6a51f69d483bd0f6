/**
 * The API proxy (DESIGN §7): the renderer names a call, main checks it is one of the API's calls
 * (`API_CALLS`), attaches the bearer from the vault, calls `{api}` with Node's fetch and hands back
 * `{ status, data }`. The accessToken of `POST /login` goes into the vault and never back out; a 401
 * to a call made with the vault's token empties the vault (a refused sign-in leaves it as it was).
 */
import { z } from 'zod';
import { HTTP_METHODS, apiPaths, isKnownApiCall } from '../shared/api';
import { IMAGE_MIMES, MAX_IMAGE_BYTES } from '../shared/images';
import { apiErrors, desktopRefusals } from '../shared/strings';
import type { TokenVault } from './tokenVault';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** What main answers when the API cannot be reached; the renderer's transport turns it into an error. */
export const UNREACHABLE_STATUS = 0;

export interface ProxyResponse {
  status: number;
  data: unknown;
}

/** RFC 3986 path characters only: no query, fragment, backslash or whitespace can ride along. */
const PATH_PATTERN = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

export const apiRequestSchema = z
  .strictObject({
    method: z.enum(HTTP_METHODS),
    path: z.string().max(2048).regex(PATH_PATTERN, 'not a path'),
    query: z.record(z.string().min(1).max(64), z.string().max(2048)).optional(),
    body: z.unknown().optional(),
    idToken: z.string().min(1).max(8192).optional(),
    ifMatch: z
      .string()
      .regex(/^\d{1,9}$/, 'not a version')
      .optional(),
  })
  .refine((req) => isKnownApiCall(req.method, req.path), 'not a call of the Toolshop API')
  // A stream, not a call: main holds it itself (events:start) and forwards what it carries.
  .refine((req) => req.path !== apiPaths.events, 'the events stream is held by the app, not requested')
  .refine(
    (req) => req.idToken === undefined || (req.method === 'POST' && req.path === apiPaths.login),
    'an identity token is only sent to POST /login',
  )
  .refine((req) => req.ifMatch === undefined || req.method === 'PATCH', 'If-Match is only sent with PATCH');

export type ApiRequest = z.infer<typeof apiRequestSchema>;

export const imageUploadSchema = z.strictObject({
  bytes: z.instanceof(Uint8Array),
  type: z.enum(IMAGE_MIMES, apiErrors.imageType),
  name: z.string().min(1).max(255),
});

export type ImageUpload = z.infer<typeof imageUploadSchema>;

export interface ApiProxyOptions {
  /** `{api}` without a trailing slash, e.g. `http://127.0.0.1:8080/api`. */
  apiBase: string;
  vault: TokenVault;
}

export interface ApiProxy {
  request(payload: unknown): Promise<ProxyResponse>;
  upload(payload: unknown): Promise<ProxyResponse>;
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

  /** The call's URL, or null when the URL parser would move it (`..`, `%2e%2e`) outside `{api}`. */
  const urlFor = (path: string, query: Record<string, string> = {}): URL | null => {
    const url = new URL(apiBase + path);
    if (url.pathname !== basePath + path) return null;
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  /** `withVaultToken`: the call carried the vault's accessToken, so a 401 means it is spent. */
  const send = async (url: URL, init: RequestInit, withVaultToken: boolean): Promise<ProxyResponse> => {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
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
    async request(payload) {
      const parsed = apiRequestSchema.safeParse(payload);
      if (!parsed.success) return refuse(400, issueText(parsed.error));
      const { method, path, query, body, idToken, ifMatch } = parsed.data;

      const url = urlFor(path, query);
      if (!url) return refuse(400, desktopRefusals.pathLeavesApi);
      const headers: Record<string, string> = { Accept: 'application/json', ...(await bearer(idToken)) };
      if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
      let encoded: string | undefined;
      if (body !== undefined) {
        const size = jsonByteLength(body);
        if (size === null) return refuse(400, desktopRefusals.bodyNotJson);
        if (size > MAX_JSON_BODY_BYTES) return refuse(413, apiErrors.tooLarge);
        encoded = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }

      const res = await send(url, { method, headers, body: encoded }, idToken === undefined);
      if (method !== 'POST' || path !== apiPaths.login) return res;
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
      const url = urlFor(apiPaths.images);
      if (!url) return refuse(400, desktopRefusals.pathLeavesApi);
      return send(
        url,
        { method: 'POST', headers: { Accept: 'application/json', ...(await bearer()) }, body: form },
        true,
      );
    },
  };
}
