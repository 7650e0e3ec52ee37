import { contentTypeOf } from '@frameshop/domain/media/s3-storage';
import type { ByteRange } from '@frameshop/domain/shared/storage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { PUBLIC_FILE_CACHE_CONTROL } from '../file-stores';

/** Names are ours (`frames/<hex>-800.webp`): anything else is no file, and never a bucket path. */
const NAME = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

/** If-None-Match: a list of validators (weak ones compare equal to strong, RFC 9110) or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}

/** The JSON 404 every unknown path gets (plugins/web.ts), as for a missing local file. */
const notFound = (reply: FastifyReply) => reply.callNotFound();

/**
 * `/uploads/<name>` when the public area is a bucket (STORAGE=s3): every process answers it
 * from the bucket with what @fastify/static sends for local files (a year's immutable cache,
 * `CSP: sandbox`, nosniff from helmet, ETag, Last-Modified, single byte ranges, HEAD), so image
 * URLs stay the same whichever store holds them. With S3_PUBLIC_URL, a permanent redirect there.
 */
export async function bucketUploadsPlugin(app: FastifyInstance): Promise<void> {
  const store = app.deps.files.public;
  const redirectTo = app.config.storage.kind === 's3' ? app.config.storage.publicUrl : null;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const name = (request.params as { '*': string })['*'];
      if (!NAME.test(name)) return notFound(reply);
      if (redirectTo) {
        // A CDN or the bucket's own address: the object never changes, so neither does this.
        reply.header('cache-control', PUBLIC_FILE_CACHE_CONTROL);
        return reply.redirect(`${redirectTo}/${name}`, 301);
      }

      const info = await store.stat(name);
      if (!info) return notFound(reply);
      const headers: Record<string, string | number> = {
        'cache-control': PUBLIC_FILE_CACHE_CONTROL,
        'content-security-policy': 'sandbox',
        'content-type': info.contentType ?? contentTypeOf(name),
        etag: info.etag,
        'last-modified': info.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
      };
      if (matches(request.headers['if-none-match'], info.etag)) {
        return reply.code(304).headers(headers).send();
      }

      let range: ByteRange | undefined;
      const asked = request.headers.range;
      const ifRange = request.headers['if-range'];
      // If-Range with another validator: the file changed, so the whole of it (RFC 9110 13.1.5).
      if (asked && (!ifRange || ifRange === info.etag)) {
        const parsed = rangeParser(info.size, asked, { combine: true });
        if (parsed === -1) {
          return reply
            .code(416)
            .headers({ ...headers, 'content-range': `bytes */${info.size}` })
            .send();
        }
        // Malformed (-2) or several ranges: the whole file, as @fastify/static does for several.
        if (parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1 && parsed[0]) {
          range = { start: parsed[0].start, end: parsed[0].end };
          headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
        }
      }
      headers['content-length'] = range ? range.end - range.start + 1 : info.size;
      const body = request.method === 'HEAD' ? undefined : await store.stream(name, range);
      // Removed between the two calls: as if it had never been there.
      if (body === null) return notFound(reply);
      return reply
        .code(range ? 206 : 200)
        .headers(headers)
        .send(body);
    },
  });
}
