import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument } from './document';

/**
 * The document and its viewer are public, take no input (the fuzz suite still sends them
 * some) and are not themselves part of the document.
 */
const config = { access: 'public', input: z.undefined(), openapi: false } as const;

/** Swagger UI's files, from the swagger-ui-dist package (no CDN): the CSP allows only 'self'. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: 'swagger-ui-bundle.js',
    type: 'application/javascript; charset=utf-8',
  },
};

// Inline scripts are refused by the CSP (script-src 'self'), so the start-up is a file too.
const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>frameshop API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"><noscript>The API reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** GET /api/openapi.json and the docs page at GET /api/docs (issue 22). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: string | null = null;
  app.get('/openapi.json', { config }, async (_request, reply) => {
    // Built on first request: by then every route is registered.
    document ??= JSON.stringify(buildOpenApiDocument(app));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get('/docs', { config }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/docs/init.js', { config }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(INIT_JS),
  );
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  for (const [name, asset] of Object.entries(ASSETS)) {
    app.get(`/docs/${name}`, { config }, async (_request, reply) => {
      let body = cache.get(name);
      if (!body) {
        body = await readFile(join(dist, asset.file));
        cache.set(name, body);
      }
      return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(body);
    });
  }
}
