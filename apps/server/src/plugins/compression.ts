import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** `application/json`, with or without parameters: the one JSON test of the HTTP layer. */
export const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Brotli for a response compressed as it is sent. Quality 4 (ADR 0006). A 256 kB window
 * (lgwin 18, against the default 4 MB of lgwin 22) loses nothing on answers smaller than that,
 * which is nearly all of them, and each response's encoder sets up far less: a server-rendered
 * product page (42 kB, streamed) cost 9.6 ms of CPU with the default window and 5.8 ms with
 * this one (bench: BENCH_ACCEPT_ENCODING='br, gzip', ssr-product).
 */
export const BROTLI_PER_RESPONSE = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/** Below this, headers and framing cost more than compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Per-request compression of JSON answers, for the scope it is registered in (the API and
 * tRPC scopes; the web build is compressed once at build time, see web.ts). Brotli at quality 4
 * takes ~0.1 ms on a 25 kB frame list; quality 11 would take ~20 ms per request for no fewer
 * bytes. Request bodies are never inflated: their limits hold on the bytes that arrive.
 * See docs/decisions/0006-compression.md.
 */
export async function registerJsonCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
    brotliOptions: { params: BROTLI_PER_RESPONSE },
    zlibOptions: { level: 6 },
  });
}
