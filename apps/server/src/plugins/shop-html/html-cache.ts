import type { Caches } from '@frameshop/domain/shared/cache';

/**
 * Server-rendered pages kept whole, so a repeat visit costs no render (ADR 0020). The page is
 * the same for every visitor (the render never reads the session), so one copy serves all.
 * It lives in the catalogue read cache, cleared by every catalogue mutation (in every process
 * when Redis relays invalidations), and remembers the content cache's version it was rendered
 * at: any content mutation since makes it stale too. Only paths without a query string are
 * kept (home, a product, an article, the plain pages), so the listing's unbounded filter
 * combinations cannot fill the cache with pages.
 *
 * The nonce is the one thing that must differ per response: a hit gets a fresh one, written
 * where the stored one was, so a nonce read from one response never unlocks another.
 */
interface Entry {
  html: string;
  nonce: string;
  contentVersion: number;
  renderedAt: number;
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

export function createHtmlCache(caches: Caches) {
  return {
    key(origin: string, url: string): string | null {
      return url.includes('?') ? null : `html:${origin}${url}`;
    },
    /** Read before rendering: `put` drops a page rendered across a write. */
    versions(): RenderVersions {
      return { catalogue: caches.catalogue.version, content: caches.content.version };
    },
    get(key: string, nonce: string): string | undefined {
      const entry = caches.catalogue.peek<Entry>(key);
      if (!entry || entry.contentVersion !== caches.content.version) return undefined;
      if (Date.now() - entry.renderedAt > PAGE_MAX_AGE_MS) return undefined;
      return entry.html.replaceAll(`nonce="${entry.nonce}"`, `nonce="${nonce}"`);
    },
    put(key: string, html: string, nonce: string, versions: RenderVersions): void {
      if (caches.content.version !== versions.content) return;
      const entry: Entry = {
        html,
        nonce,
        contentVersion: versions.content,
        renderedAt: Date.now(),
      };
      caches.catalogue.put(key, entry, versions.catalogue);
    },
  };
}
