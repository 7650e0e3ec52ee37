import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** `application/json`, with or without parameters: the one JSON test of the HTTP layer. */
export const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
