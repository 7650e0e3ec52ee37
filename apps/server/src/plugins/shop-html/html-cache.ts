import { createHash } from 'node:crypto';
import type { Caches } from '@frameshop/domain/shared/cache';
import { StoredBody } from '../stored-body';

/**
 * Server-rendered pages kept whole, so a repeat visit costs no render (ADR 0020). The page is
 * the same for every visitor (the render never reads the session), so one copy serves all.
 * It lives in the catalogue read cache, cleared by every catalogue mutation (in every process
 * when Redis relays invalidations), and remembers the content cache's version it was rendered
 * at: any content mutation since makes it stale too. Only paths without a query string are
 * kept (home, a product, an article, the plain pages), so the listing's unbounded filter
 * combinations cannot fill the cache with pages.
 *
 * A hit is sent as stored bytes, compressed once per encoding, so it costs about what a cached
 * tRPC answer costs (bench: ssr-cached). That rules out a per-response nonce, which would
 * change the bytes: a hit's CSP instead allows the page's inline scripts by their SHA-256
 * hashes (CSP level 2), computed when the page is stored. The nonce attributes the render
 * wrote stay in the bytes but unlock nothing: a hit's CSP names no nonce at all.
 */
interface Entry {
  page: StoredBody;
  scriptSources: string[];
  contentVersion: number;
  renderedAt: number;
}

/** A stored page: its CSP script sources and its bytes. */
export interface CachedPage {
  scriptSources: string[];
  page: StoredBody;
}

/**
 * The page carries its query cache with the time each answer was read; the browser's React
 * Query treats answers older than its 60 s `staleTime` as stale and asks again. Half that keeps
 * every page sent from the cache fresh in the browser.
 */
export const PAGE_MAX_AGE_MS = 30_000;

export interface RenderVersions {
  catalogue: number;
  content: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const SCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript']);

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the page's inline scripts: those without
 * `src` whose type the browser runs (JSON-LD and other data blocks are never run, so never
 * need allowing). The hash is of the text between the tags, as the browser hashes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && !SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function createHtmlCache(caches: Caches) {
  return {
    key(origin: string, url: string): string | null {
      return url.includes('?') ? null : `html:${origin}${url}`;
    },
    /** Read before rendering: `put` drops a page rendered across a write. */
    versions(): RenderVersions {
      return { catalogue: caches.catalogue.version, content: caches.content.version };
    },
    get(key: string): CachedPage | undefined {
      const entry = caches.catalogue.peek<Entry>(key);
      if (!entry || entry.contentVersion !== caches.content.version) return undefined;
      if (Date.now() - entry.renderedAt > PAGE_MAX_AGE_MS) return undefined;
      return { scriptSources: entry.scriptSources, page: entry.page };
    },
    put(key: string, html: string, versions: RenderVersions): void {
      if (caches.content.version !== versions.content) return;
      const entry: Entry = {
        page: new StoredBody(html),
        scriptSources: inlineScriptHashes(html),
        contentVersion: versions.content,
        renderedAt: Date.now(),
      };
      caches.catalogue.put(key, entry, versions.catalogue);
    },
  };
}
