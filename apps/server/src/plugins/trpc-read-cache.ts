import type { IncomingHttpHeaders } from 'node:http';
import type { ProcedureMeta } from '@frameshop/api/trpc';
import type { CacheName, ReadCache } from '@frameshop/domain/shared/cache';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_TYPE } from './compression';
import { StoredBody, sendStored } from './stored-body';

declare module 'fastify' {
  interface FastifyRequest {
    trpcCache?: { key: string; version: number; cache: ReadCache };
  }
}

/** The one content type this cache stores and serves: tRPC's plain (non-streamed) JSON. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
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

/** Runs one query procedure by its path for this request (the tRPC caller, no HTTP adapter). */
export type DirectQuery = (
  path: string,
  input: unknown,
  request: FastifyRequest,
) => Promise<unknown>;

/**
 * The one call of a cacheable GET when it is a single procedure (`?input=` or `?batch=1` with
 * one entry), with its input; null for anything else (several calls, unreadable input).
 */
export function singleCall(
  procedures: string,
  query: string,
): { path: string; input: unknown; batched: boolean } | null {
  if (procedures.includes(',')) return null;
  const params = new URLSearchParams(query);
  const batched = params.get('batch') === '1';
  const raw = params.get('input');
  try {
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    if (!batched) return { path: procedures, input: parsed, batched };
    if (parsed === undefined) return { path: procedures, input: undefined, batched };
    if (typeof parsed !== 'object' || parsed === null) return null;
    const entries = Object.entries(parsed);
    if (entries.length > 1 || (entries[0] && entries[0][0] !== '0')) return null;
    return { path: procedures, input: entries[0]?.[1], batched };
  } catch {
    return null;
  }
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
 * content type (compressed once per encoding and kept: stored-body.ts), and the store is the
 * domain's ReadCache, which every mutation declaring it in
 * `invalidates` clears after commit; an answer computed across a write is discarded (`version`).
 *
 * Every complete JSON answer of tRPC (cached or not) leaves here as a string, so Fastify sets
 * its length and the compression after this hook sees its size; streams pass through untouched.
 *
 * A miss of a single call is answered through `direct` (the tRPC caller) when given: tRPC's
 * Fetch-API adapter costs 250 to 480 µs of CPU per call, more than the query (ADR 0009). The
 * body is tRPC's own envelope (`{"result":{"data":…}}`, in a one-item list when batched; no
 * transformer is configured), so a hit, a direct answer and an adapter answer are the same
 * bytes (test/trpc-read-cache.test.ts). An error is left to the adapter, which runs the call
 * again and answers in tRPC's error shape: a query has no side effect to repeat.
 */
export function registerTrpcReadCache(
  app: FastifyInstance,
  prefix: string,
  paths: Map<string, CacheName>,
  direct?: DirectQuery,
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
    const hit = cache.peek<StoredBody>(key);
    if (hit !== undefined) return sendStored(request, sendJsonHeaders(reply), hit);
    const version = cache.version;
    const call = direct ? singleCall(procedures, end === -1 ? '' : url.slice(end + 1)) : null;
    if (direct && call) {
      try {
        const data = await direct(call.path, call.input, request);
        const result = { result: { data } };
        const body = JSON.stringify(call.batched ? [result] : result);
        cache.put(key, new StoredBody(body), version);
        return sendJsonHeaders(reply).send(body);
      } catch {
        // Answered by the adapter below, in tRPC's error shape.
      }
    }
    request.trpcCache = { key, version, cache };
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
    if (entry && payload.status === 200) {
      entry.cache.put(entry.key, new StoredBody(body), entry.version);
    }
    return body;
  });
}
