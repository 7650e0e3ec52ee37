import type { ProcedureMeta } from '@frameshop/api/trpc';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    trpcCache?: { key: string; version: number };
  }
}

/** Procedures whose use case says its answer never depends on who asks. */
export function cacheablePaths(router: AnyRouter): Set<string> {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } }>;
  return new Set(
    Object.entries(procedures)
      .filter(([, p]) => p._def.meta?.cacheable === true)
      .map(([path]) => path),
  );
}

/**
 * Serves repeated public catalogue reads over tRPC from the catalogue cache, as the exact bytes
 * tRPC produced the first time. tRPC's Fetch-API adapter costs about 5x a plain Fastify route
 * per request (see `npm run bench`); a hit skips it entirely.
 *
 * Correct by construction: only GET requests whose every procedure is `cacheable` (public
 * reads that never look at the caller) are stored, only 200 answers are stored, and the
 * store is the same ReadCache that every catalogue write clears after commit; an answer
 * computed across a write is discarded (`version`).
 */
export function registerTrpcReadCache(app: FastifyInstance, prefix: string, paths: Set<string>) {
  const cache = app.deps.catalogueCache;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const url = request.url;
    const end = url.indexOf('?');
    const procedures = decodeURIComponent(
      url.slice(prefix.length + 1, end === -1 ? undefined : end),
    );
    if (!procedures.split(',').every((p) => paths.has(p))) return;
    const key = `trpc:${url}`;
    const hit = cache.peek<string>(key);
    if (hit !== undefined) {
      return reply.header('content-type', 'application/json').send(hit);
    }
    request.trpcCache = { key, version: cache.version };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.trpcCache;
    if (!entry || !(payload instanceof Response) || payload.status !== 200) return payload;
    const body = await payload.text();
    for (const [name, value] of payload.headers) reply.header(name, value);
    cache.put(entry.key, body, entry.version);
    return body;
  });
}
