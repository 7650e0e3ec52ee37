import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../compression';
import {
  homePage,
  listingPage,
  newsPage,
  type PageContext,
  type PageResult,
  productPage,
} from './pages';
import { modulePreloads, renderPage } from './render';
import { chunksFor, readRouteChunks } from './route-chunks';
import { robotsTxt, sitemapXml } from './sitemap';
import { parseTemplate } from './template';

/** What this scope answers, compressed per request (the rendered pages differ every time). */
const TEXT_TYPES = /^(?:text\/html|text\/plain|application\/xml)\s*(?:;|$)/i;

/**
 * The shop pages crawlers, chat apps and first visits land on, answered as index.html with
 * the page's head (title, description, canonical, Open Graph, Product JSON-LD, the LCP image
 * preload) and its first data inlined; plus /sitemap.xml and /robots.txt.
 * See docs/decisions/0010-server-rendered-head-and-seed.md.
 */
export async function shopHtmlPlugin(
  app: FastifyInstance,
  options: { webDistDir: string },
): Promise<void> {
  const { config } = app;
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: TEXT_TYPES,
    // As for JSON (ADR 0006): ~0.4 ms on an 18 kB page here, where quality 11 takes ~70 ms.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  /** PUBLIC_URL when set; else the address the request came to (proxy-aware with TRUST_PROXY). */
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL
      ? config.PUBLIC_URL.replace(/\/+$/, '')
      : request.host
        ? `${request.protocol}://${request.host}`
        : config.publicUrl;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapXml(request.serviceContext(), originOf(request));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  // Parsed once: a rebuild of the web app needs a restart anyway (the static routes are
  // listed at start).
  const parsed = parseTemplate(readFileSync(join(options.webDistDir, 'index.html'), 'utf8'));
  if (!parsed) {
    app.log.warn('index.html has no </head> and </body>: shop pages are served without their head');
    return;
  }
  const template = parsed;
  // The TanStack Router route ids each page renders (layout first), for their chunks' preloads.
  const routeChunks = readRouteChunks(options.webDistDir, template.raw);
  const preloads = (...routeIds: string[]) =>
    modulePreloads(chunksFor(routeChunks, ['/_shop', ...routeIds], template.raw));
  const chunkPreloads = {
    home: preloads('/_shop/'),
    listing: preloads('/_shop/ProductListing'),
    product: preloads('/_shop/Singleproduct/$frameId'),
    news: preloads('/_shop/news/$newsId'),
  };

  const pageContext = (request: FastifyRequest): PageContext => ({
    service: request.serviceContext(),
    shopName: config.SHOP_NAME,
    defaultDescription: template.defaultDescription,
    onError: (error, path) =>
      request.log.error({ err: error, path }, 'shop page: an inlined query failed'),
  });

  /** Never throws to the shopper: any failure sends the plain index.html (the SPA copes). */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: (ctx: PageContext) => Promise<PageResult>,
    preloads: string,
  ) {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    let html = template.raw;
    try {
      const page = await build(pageContext(request));
      // Unknown or archived: the SPA shows its not-found page, with the status crawlers need.
      if (page.status === 404) return reply.code(404).send(html);
      html = renderPage(
        template,
        { head: page.head, seeds: page.seeds, preloads },
        originOf(request),
        config.SHOP_NAME,
      );
    } catch (error) {
      request.log.error({ err: error }, 'shop page: rendering failed, plain index.html sent');
    }
    return reply.send(html);
  }

  const search = (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    return at < 0 ? '' : request.url.slice(at + 1);
  };
  app.get('/', (request, reply) => answer(request, reply, homePage, chunkPreloads.home));
  app.get('/ProductListing', (request, reply) =>
    answer(request, reply, (ctx) => listingPage(ctx, search(request)), chunkPreloads.listing),
  );
  app.get<{ Params: { frameId: string } }>('/Singleproduct/:frameId', (request, reply) =>
    answer(
      request,
      reply,
      (ctx) => productPage(ctx, request.params.frameId),
      chunkPreloads.product,
    ),
  );
  app.get<{ Params: { newsId: string } }>('/news/:newsId', (request, reply) =>
    answer(request, reply, (ctx) => newsPage(ctx, request.params.newsId), chunkPreloads.news),
  );
}
