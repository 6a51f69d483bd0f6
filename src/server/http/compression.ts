/**
 * Response compression where the client accepts it. Bodies below the threshold gain too
 * little to pay for it. The plugin's default types leave `text/event-stream` alone, so the events
 * stream is written through as it comes (tests/server/catalogueCache.test.ts holds it to
 * that); images are already compressed and are left alone too.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    // gzip's level 4 is near twice as fast as its default 6 on a page of search results (0.24 ms
    // against 0.42 for 24 kB of JSON) for 4% more bytes; brotli keeps the plugin's quality 4.
    zlibOptions: { level: 4 },
    // An answer already in memory up to 32 kB is compressed in one call, not through a zlib stream:
    // on 2 cores the plugin's default (8 kB) sent a 24 kB page of search results through the
    // stream, whose pipeline cost more than the compression (the plugin's work was 14% of the shop's
    // CPU over the search benchmark). One call holds the event loop for about 1.5 ms at most
    // (brotli's quality 4 on 32 kB of JSON; gzip about half that).
    syncThreshold: 32 * 1024,
    // Request bodies are small JSON or images: nothing a client needs to send compressed.
    globalDecompression: false,
  });
}
