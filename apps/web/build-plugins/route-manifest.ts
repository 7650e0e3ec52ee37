import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the list; the server reads it (apps/server/src/plugins/client-routes.ts). */
export const ROUTE_MANIFEST_FILE = 'client-routes.json';

/**
 * Writes `client-routes.json` into the build: every full path the app routes
 * (`/Singleproduct/$frameId`), read from the route tree TanStack Router's plugin generated for
 * this build. With it the server answers a path no route matches with status 404 (and the
 * app's not-found page) instead of a soft 404: a 200 that crawlers would index.
 *
 * The generated file types its full paths as a union (`fullPaths: | '/' | '/Cart' | ...`); that
 * literal is read rather than re-deriving the file-name conventions here. A route tree without
 * it fails the build, so a router upgrade that changes the shape cannot silently 404 the shop.
 */
export function routeManifest(routeTreeFile: string): Plugin {
  return {
    name: 'frameshop:route-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle() {
      const tree = await readFile(routeTreeFile, 'utf8');
      const union = /\bfullPaths:\s*((?:\|?\s*'[^']*'\s*)+)/.exec(tree)?.[1];
      const paths = [...(union ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
      if (!paths.includes('/')) {
        this.error(
          `${routeTreeFile} lists no full paths: the server could not tell pages from 404s`,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MANIFEST_FILE,
        source: `${JSON.stringify({ paths: [...new Set(paths)].sort() }, null, 1)}\n`,
      });
    },
  };
}

export const defaultRouteTree = (root: string) => join(root, 'src/routeTree.gen.ts');
