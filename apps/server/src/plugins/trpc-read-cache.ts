import type { IncomingHttpHeaders } from 'node:http';
import type { ProcedureMeta } from '@frameshop/api/trpc';
import type { CacheName, ReadCache } from '@frameshop/domain/shared/cache';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    trpcCache?: { key: string; version: number; cache: ReadCache };
  }
}

/** The one content type this cache stores and serves: tRPC's plain (non-streamed) JSON. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** `application/json`, with or without parameters: the one JSON test of the HTTP layer. */
export const JSON_TYPE = /^application\/json\s*(?:;|$)/i;
/** tRPC picks the answer's format from these request headers, so shared caches must key on them. */
const VARY = 'trpc-accept, accept';
/** Framing and connection headers: Fastify sets them for the body it actually sends. */
const HOP_BY_HOP = new Set(['transfer-encoding', 'content-length', 'connection', 'keep-alive']);

/**
 * The key of a cacheable call: its procedures plus the only two query parameters tRPC reads
 * (`batch`, `input`). Anything else (junk an anonymous caller adds to evict hot entries, say)
 * makes the request uncacheable instead of a new key.
 */
export function cacheKey(procedures: string, query: string): string | null {
  const params = new URLSearchParams(query);
  for (const name of params.keys()) if (name !== 'batch' && name !== 'input') return null;
  if (params.getAll('batch').length > 1 || params.getAll('input').length > 1) return null;
  return `trpc:${procedures}?batch=${params.get('batch') ?? ''}&input=${params.get('input') ?? ''}`;
}

/**
 * Procedures whose use case says its answer never depends on who asks, with the domain cache
 * that holds it (and that the domain's mutations clear).
 */
export function cacheablePaths(router: AnyRouter): Map<string, CacheName> {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } }>;
  const paths = new Map<string, CacheName>();
  for (const [path, p] of Object.entries(procedures)) {
    const cachedIn = p._def.meta?.cachedIn;
    if (cachedIn) paths.set(path, cachedIn);
  }
  return paths;
}

/**
 * Whether tRPC answers this request with plain JSON. It streams JSON Lines instead when asked
 * through `trpc-accept` or `accept: application/jsonl`; any other explicit media type is
 * treated the same way (not cached), so only an answer whose bytes depend on nothing but the
 * URL is ever stored or replayed.
 */
export function asksForPlainJson(headers: IncomingHttpHeaders): boolean {
  if (headers['trpc-accept'] !== undefined) return false;
  const accept = headers.accept;
  if (accept === undefined) return true;
  return accept.split(',').every((range) => {
    const type = (range.split(';')[0] ?? '').trim().toLowerCase();
    return type === '' || type === '*/*' || type === 'application/*' || type === 'application/json';
  });
}

/** A complete JSON answer (not a JSON Lines or event stream, which tRPC sends chunked). */
function isPlainJsonResponse(response: Response): boolean {
  return (
    JSON_TYPE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('transfer-encoding')
  );
}

function sendJsonHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('content-type', JSON_CONTENT_TYPE).header('vary', VARY);
}

/**
 * Serves repeated public reads over tRPC from their domain's cache, as the exact bytes
 * tRPC produced the first time. tRPC's Fetch-API adapter costs about 5x a plain Fastify route
 * per request (see `npm run bench`); a hit skips it entirely.
 *
 * Correct by construction: only GET requests whose every procedure is `cachedIn` one cache (public
 * reads that never look at the caller) and that ask for plain JSON are looked up or stored,
 * only complete 200 `application/json` answers are stored, a hit sends only the body and its
 * content type, and the store is the domain's ReadCache, which every mutation declaring it in
 * `invalidates` clears after commit; an answer computed across a write is discarded (`version`).
 *
 * Every complete JSON answer of tRPC (cached or not) leaves here as a string, so Fastify sets
 * its length and the compression after this hook sees its size; streams pass through untouched.
 */
export function registerTrpcReadCache(
  app: FastifyInstance,
  prefix: string,
  paths: Map<string, CacheName>,
) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !asksForPlainJson(request.headers)) return;
    const url = request.url;
    const end = url.indexOf('?');
    const procedures = decodeURIComponent(
      url.slice(prefix.length + 1, end === -1 ? undefined : end),
    );
    // A batch is cached only when every procedure in it lives in the same domain cache.
    const names = new Set(procedures.split(',').map((p) => paths.get(p)));
    const [name] = names;
    if (names.size !== 1 || name === undefined) return;
    const key = cacheKey(procedures, end === -1 ? '' : url.slice(end + 1));
    if (key === null) return;
    const cache = app.deps.caches[name];
    const hit = cache.peek<string>(key);
    if (hit !== undefined) return sendJsonHeaders(reply).send(hit);
    request.trpcCache = { key, version: cache.version, cache };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Response) || !isPlainJsonResponse(payload)) return payload;
    const body = await payload.text();
    reply.code(payload.status);
    for (const [name, value] of payload.headers) {
      if (!HOP_BY_HOP.has(name)) reply.header(name, value);
    }
    sendJsonHeaders(reply);
    const entry = request.trpcCache;
    if (entry && payload.status === 200) entry.cache.put(entry.key, body, entry.version);
    return body;
  });
}
