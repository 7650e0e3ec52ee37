import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code-split chunks each route loads before it can render, read from the built entry
 * script, so a page's HTML can `modulepreload` them with the entry instead of the browser
 * finding them only after the entry has run (a 400 ms round trip and more on a phone).
 *
 * TanStack Router's `autoCodeSplitting` turns each route's component into
 * `createFileRoute('/_shop/x')({ …, component: lazyRouteComponent(() => __vitePreload(() =>
 * import('./X.js'), __vite__mapDeps([3, 1])), 'component') })`; Vite lists the chunks behind
 * those numbers at the top of the entry (`const __vite__mapDeps = (…, m.f = ["assets/…", …])`).
 * Minified names vary, so only the literals are matched: route ids (`'/…')({`), the component
 * imports and the deps list. Anything unexpected gives no preloads, never an error: they are
 * a hint. `build.manifest` in apps/web/vite.config.ts would be the sturdier source (ADR 0010).
 */
const DEPS = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]\)\)\)/;
const ROUTE_ID = /[`"'](\/[^`"'\s]*)[`"']\)\(\{/g;
const COMPONENT_IMPORT =
  /import\([`"']\.\/([\w.-]+\.js)[`"']\)(?:,__vite__mapDeps\(\[([\d,]*)\]\))?\),[`"']component[`"']/g;
const STRING = /[`"']([^`"']+)[`"']/g;

/** Route id ('/_shop/ProductListing') → root-relative chunk paths ('/assets/X.js'). */
export type RouteChunks = Map<string, string[]>;

export function parseRouteChunks(entry: string, entryDir = '/assets'): RouteChunks {
  const chunks: RouteChunks = new Map();
  const depsList = DEPS.exec(entry)?.[1];
  const deps = depsList ? [...depsList.matchAll(STRING)].map((m) => `/${m[1]}`) : [];
  const routes = [...entry.matchAll(ROUTE_ID)].map((m) => ({ id: m[1] as string, at: m.index }));
  for (const match of entry.matchAll(COMPONENT_IMPORT)) {
    const owner = routes.filter((r) => r.at < match.index).at(-1);
    if (!owner) continue;
    const files = [`${entryDir}/${match[1]}`];
    for (const index of (match[2] ?? '').split(',').filter(Boolean)) {
      const dep = deps[Number(index)];
      if (dep?.endsWith('.js')) files.push(dep);
    }
    chunks.set(owner.id, [...new Set([...(chunks.get(owner.id) ?? []), ...files])]);
  }
  return chunks;
}

/** The entry script's chunks per route; empty when the build is not what this expects. */
export function readRouteChunks(webDistDir: string, indexHtml: string): RouteChunks {
  const src = /<script[^>]+type=["']module["'][^>]*\ssrc=["'](\/assets\/[\w.-]+\.js)["']/.exec(
    indexHtml,
  )?.[1];
  if (!src) return new Map();
  try {
    return parseRouteChunks(readFileSync(join(webDistDir, src), 'utf8'));
  } catch {
    return new Map();
  }
}

/**
 * The chunks to preload for a page whose routes are `routeIds` (layout first), minus those
 * index.html already loads or preloads.
 */
export function chunksFor(chunks: RouteChunks, routeIds: string[], indexHtml: string): string[] {
  const files = routeIds.flatMap((id) => chunks.get(id) ?? []);
  return [...new Set(files)].filter((file) => !indexHtml.includes(`"${file}"`));
}
