import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/build-plugins/route-manifest.ts). */
const MANIFEST = 'client-routes.json';
const manifestSchema = z.object({ paths: z.array(z.string().startsWith('/')).min(1) });

/** Answers whether the web app has a page for a path (`/Singleproduct/12`, `/cart/`). */
export type ClientRouteMatcher = (path: string) => boolean;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The matcher for the build's routes, or null when the build has no readable list (an older
 * build): then every path gets the app, as before. Matching is case-insensitive and ignores a
 * trailing slash, as TanStack Router's is by default, so the server and the app agree on what
 * is a page; a `$param` segment matches any one segment (the page itself answers 404 for an
 * unknown id where the server renders it: shop-html/).
 */
export function readClientRoutes(webDistDir: string): ClientRouteMatcher | null {
  let paths: string[];
  try {
    paths = manifestSchema.parse(
      JSON.parse(readFileSync(join(webDistDir, MANIFEST), 'utf8')),
    ).paths;
  } catch {
    return null;
  }
  const alternatives = paths.map((path) =>
    path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith('$') ? '/[^/]+' : `/${literal(segment)}`))
      .join(''),
  );
  const pattern = new RegExp(`^(?:${alternatives.join('|')})/?$`, 'i');
  return (path) => pattern.test(path);
}
