/** Which compression a client accepts (`Accept-Encoding`), for bodies we compress ourselves. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/**
 * The first of our encodings (brotli, then gzip) the header allows with a non-zero quality, or null
 * for the uncompressed body. `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(header: string | undefined): PrecompressedEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = quality.get('*') ?? 0;
  return PRECOMPRESSED_ENCODINGS.find((encoding) => (quality.get(encoding) ?? wildcard) > 0) ?? null;
}
