import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { bucketUploadsPlugin } from './bucket-uploads';
import { readClientRoutes } from './client-routes';
import { errorBody } from './errors';
import { shopHtmlPlugin } from './shop-html/index';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];
/** `/API/x` is no page either: it gets the JSON 404, never the app with 200. */
const isApiPath = (path: string) => {
  const lower = path.toLowerCase();
  return API_PREFIXES.some((p) => lower.startsWith(p) || `${lower}/` === p);
};

/**
 * Serves the built web app at `/` with a fallback to index.html for client-side routes, and
 * uploaded images at `/uploads`. The fallback never answers for API paths: those get JSON 404s;
 * a path that is no page of the app gets the app with status 404 (it shows its not-found page).
 * What is compressed where: docs/decisions/0006-compression.md.
 */
export async function webPlugin(app: FastifyInstance): Promise<void> {
  const { webDistDir, uploadsDir, SERVE_WEB } = app.config;
  const hasWeb = SERVE_WEB && existsSync(join(webDistDir, 'index.html'));
  if (SERVE_WEB && !hasWeb)
    app.log.warn(`No web build at ${webDistDir}: run "npm run build" to serve the shop`);

  if (app.config.storage.kind === 's3') {
    // Served from the public bucket, with the same headers: nothing is kept on local disk.
    await app.register(bucketUploadsPlugin);
  } else {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: !hasWeb,
      // Upload names are random and never reused, so they can be cached for a year.
      immutable: true,
      maxAge: '365d',
      index: false,
      // Only re-encoded images are stored, but should anything else ever land here it must not
      // run as a page of this origin: no scripts, no same-origin access (helmet adds nosniff).
      setHeaders(reply) {
        reply.header('content-security-policy', 'sandbox');
      },
    });
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each compressible file (apps/web/vite.config.ts):
      // they are chosen by Accept-Encoding, with `Vary: accept-encoding`, and never compressed
      // per request. The index.html fallback below goes through the same path.
      preCompressed: true,
      // robots.txt and sitemap.xml are the server's (shop-html), never a built file; server/
      // is the server renderer's build (ADR 0020), read from disk, never sent.
      globIgnore: [
        '**/*.br',
        '**/*.gz',
        'robots.txt',
        'sitemap.xml',
        'client-routes.json',
        'server/**',
      ],
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // `/`, the listing, product and news pages: index.html with the page's head and first
    // data written in (shop-html/); every other client route gets the file as built, below.
    await app.register(shopHtmlPlugin, { webDistDir });
  }

  const isPage = hasWeb ? readClientRoutes(webDistDir) : null;
  if (hasWeb && !isPage) {
    app.log.warn(`No client-routes.json in ${webDistDir}: unknown paths get the shop with 200`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isApiPath(path) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .code(!isPage || isPage(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', webDistDir);
    }
    return reply
      .status(404)
      .send(errorBody(`No such endpoint: ${request.method} ${path}`, 'NOT_FOUND'));
  });
}
