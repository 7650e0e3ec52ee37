import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

export type CompressedEncoding = 'br' | 'gzip';
export type BodyEncoding = CompressedEncoding | 'identity';

const compressors: Record<CompressedEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Once per stored answer, off the event loop (zlib's thread pool): a better ratio than the
  // per-response quality 4 (ADR 0006) costs a few milliseconds once, not per request.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

/**
 * An answer a read cache keeps and sends as it is: its bytes, compressed once per encoding on
 * the first request that takes that encoding. A hit then costs no compression at all, which
 * is most of what a hit of a page or a large list would cost a browser (bench:
 * BENCH_ACCEPT_ENCODING='br, gzip'). Safe to share: the bytes depend on nothing but the key.
 */
export class StoredBody {
  readonly identity: Buffer;
  private readonly encoded: Partial<Record<CompressedEncoding, Promise<Buffer>>> = {};

  constructor(text: string) {
    this.identity = Buffer.from(text, 'utf8');
  }

  body(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    const kept = this.encoded[encoding];
    if (kept) return kept;
    const made = compressors[encoding](this.identity);
    this.encoded[encoding] = made;
    // A failed compression is not kept: the next request tries again.
    made.catch(() => {
      if (this.encoded[encoding] === made) delete this.encoded[encoding];
    });
    return made;
  }
}

// The encodings the compress plugin would pick, in its order of preference.
const encodings = new Negotiator<BodyEncoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new Map(),
});

/**
 * Sends a stored answer in the encoding the request takes (identity below the compression
 * threshold, as the compress plugin would). With `content-encoding` set, the compress plugin
 * leaves the bytes alone.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredBody,
): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding =
    stored.identity.length < COMPRESS_THRESHOLD_BYTES || !accepted
      ? 'identity'
      : (encodings.negotiate(accepted) ?? 'identity');
  const body = await stored.body(encoding);
  if (encoding !== 'identity') {
    // As the compress plugin marks what it compressed, so a hit's headers are the miss's.
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string' && vary) {
      if (!/accept-encoding/i.test(vary)) reply.header('vary', `${vary}, accept-encoding`);
    } else reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
  }
  return reply.send(body);
}
