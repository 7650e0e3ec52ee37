import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { appRouter } from '@frameshop/api/root';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import type { FastifyBaseLogger } from 'fastify';
import { callerFor } from '../public-caller';
import { cacheablePaths } from '../trpc-read-cache';
import type { SeedEntry } from './pages';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built by `vite build --ssr` into
 * `<web build>/server/entry-server.js`), loaded at run time by its path: the server never
 * imports the web app's sources (tooling/boundaries.mjs), and the same code runs from tsx and
 * from the esbuild bundle. These types repeat the entry's; the test renders through them.
 * See docs/decisions/0020-streaming-ssr.md.
 */
export interface SsrEntry {
  render(input: {
    url: string;
    origin: string;
    nonce: string;
    seeds: SeedEntry[];
    query: (path: string, input: unknown) => Promise<unknown>;
    signal: AbortSignal;
  }): Promise<{ status: number; body: WebReadableStream<Uint8Array> }>;
}

export const SSR_ENTRY = join('server', 'entry-server.js');

/** The entry, or null (with the reason logged) when the build has none or it does not load. */
export async function loadSsrEntry(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<SsrEntry | null> {
  const file = join(webDistDir, SSR_ENTRY);
  if (!existsSync(file)) {
    log.warn(`No ${SSR_ENTRY} in ${webDistDir}: shop pages are client-rendered`);
    return null;
  }
  try {
    const entry = (await import(pathToFileURL(file).href)) as Partial<SsrEntry>;
    if (typeof entry.render !== 'function') throw new Error('it exports no render()');
    return entry as SsrEntry;
  } catch (error) {
    log.error({ err: error }, `${SSR_ENTRY} did not load: shop pages are client-rendered`);
    return null;
  }
}

/** The public reads a render may make: exactly those the read cache may serve to anyone. */
const PUBLIC_READS = cacheablePaths(appRouter);

/**
 * Answers a query the page's loaders or components make while rendering, in-process, with the
 * request's service context, which carries no actor for a page request (the session is
 * resolved only for /api and /trpc). Only the read cache's public reads are answered; any
 * other path (auth.me above all) fails and is left to the browser, so no render ever holds
 * anything personal.
 */
export function publicQuery(service: ServiceContext) {
  const caller = callerFor(service) as unknown as Record<string, unknown>;
  return async (path: string, input: unknown): Promise<unknown> => {
    if (!PUBLIC_READS.has(path)) throw new Error(`${path} is not rendered on the server`);
    let procedure: unknown = caller;
    for (const part of path.split('.')) procedure = (procedure as Record<string, unknown>)[part];
    return (procedure as (input: unknown) => Promise<unknown>)(input);
  };
}

/** A fresh nonce per response, for the router's inline scripts and React's. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * CSP with more script sources allowed (the response's `'nonce-…'`, or a stored page's
 * `'sha256-…'` hashes), from helmet's header for this reply.
 */
export function withScriptSources(csp: string, sources: string[]): string {
  return csp.replace(/script-src ([^;]*)/, `script-src $1 ${sources.join(' ')}`);
}

/**
 * The page: what comes before the app's markup, the markup as it streams, and the rest;
 * `onEnd` gets the whole page once it has all been sent (for the page cache).
 */
export function pageStream(
  before: string,
  app: WebReadableStream<Uint8Array>,
  after: string,
  onEnd?: (html: string) => void,
): Readable {
  return Readable.from(
    (async function* () {
      const parts: Buffer[] = [];
      const part = (chunk: Uint8Array | string) => {
        const buffer = Buffer.from(chunk);
        if (onEnd) parts.push(buffer);
        return buffer;
      };
      yield part(before);
      for await (const chunk of app) yield part(chunk);
      yield part(after);
      onEnd?.(Buffer.concat(parts).toString('utf8'));
    })(),
  );
}

/**
 * On a server-rendered page the first screen needs the stylesheet and the LCP image, not the
 * scripts: they only hydrate what is already painted. At high priority (Chrome's default for
 * module scripts and modulepreloads) ~110 kB of scripts share a slow phone link with the
 * render-blocking stylesheet and hold the first paint back by ~0.5-1 s (bench:web). Low
 * priority lets the stylesheet and the image go first; the scripts still start at once.
 */
export function scriptsAtLowPriority(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}
