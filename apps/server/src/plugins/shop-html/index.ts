import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_PER_RESPONSE, COMPRESS_THRESHOLD_BYTES } from '../compression';
import { SESSION_COOKIE } from '../session';
import { sendStored } from '../stored-body';
import { createHtmlCache, type RenderVersions } from './html-cache';
import {
  homePage,
  listingPage,
  newsPage,
  type PageContext,
  type PageResult,
  PLAIN_PAGES,
  plainPage,
  productPage,
} from './pages';
import { headTags, modulePreloads, renderPage } from './render';
import { chunksFor, readRouteChunks } from './route-chunks';
import { robotsTxt, sitemapXml } from './sitemap';
import {
  loadSsrEntry,
  newNonce,
  pageStream,
  publicQuery,
  scriptsAtLowPriority,
  withScriptSources,
} from './ssr';
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
    brotliOptions: { params: BROTLI_PER_RESPONSE },
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

  // The web app's server renderer (ADR 0020); without it (or without a #root to render into)
  // the pages are client-rendered from the head and seed below, as before.
  const ssr = template.root ? await loadSsrEntry(options.webDistDir, app.log) : null;
  const pages = createHtmlCache(app.deps.caches);

  const pageContext = (request: FastifyRequest): PageContext => ({
    service: request.serviceContext(),
    shopName: config.SHOP_NAME,
    defaultDescription: template.defaultDescription,
    onError: (error, path) =>
      request.log.error({ err: error, path }, 'shop page: an inlined query failed'),
  });

  /**
   * The page rendered by React on the server and streamed: the head as before, then #root's
   * markup with the router's hydration scripts (the query cache inside). Null when there is no
   * renderer or the render fails before its first byte: the caller then sends the
   * client-rendered page, so a render error never costs a page that worked before.
   */
  async function serverRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Extract<PageResult, { status: 200 }>,
    preloads: string,
    origin: string,
    versions: RenderVersions,
  ) {
    if (!ssr || !template.root) return null;
    const nonce = newNonce();
    const cacheKey = pages.key(origin, request.url);
    const controller = new AbortController();
    // A shopper gone before the end stops the render.
    reply.raw.on('close', () => controller.abort());
    try {
      const rendered = await ssr.render({
        url: page.renderUrl ?? request.url,
        origin,
        nonce,
        seeds: page.seeds,
        query: publicQuery(request.serviceContext()),
        signal: controller.signal,
      });
      if (rendered.status !== 200) {
        await rendered.body.cancel();
        throw new Error(`the router answered ${rendered.status} where the page has 200`);
      }
      allowScripts(reply, [`'nonce-${nonce}'`]);
      const before = scriptsAtLowPriority(
        `${template.start}${headTags(page.head, origin, config.SHOP_NAME)}${template.headRest}${preloads}${template.root.open}`,
      );
      const after = `${template.root.close}${template.end}`;
      return pageStream(
        before,
        rendered.body,
        after,
        cacheKey ? (html) => pages.put(cacheKey, html, versions) : undefined,
      );
    } catch (error) {
      controller.abort();
      request.log.error(
        { err: error },
        'shop page: server rendering failed, client-rendered page sent',
      );
      return null;
    }
  }

  const allowScripts = (reply: FastifyReply, sources: string[]) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', withScriptSources(csp, sources));
  };

  /** Never throws to the shopper: any failure sends the plain index.html (the SPA copes). */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: (ctx: PageContext) => Promise<PageResult>,
    preloads: string,
  ) {
    // The page is the same for everyone (the render never reads the session), but a shopper
    // who has one gets `private`: no shared cache ever stores what a signed-in visit saw.
    const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding');
    let html = template.raw;
    try {
      // A page rendered before and unchanged since: its stored bytes, already compressed, with
      // its inline scripts allowed by hash (html-cache.ts says why not by nonce).
      const cacheKey = ssr ? pages.key(originOf(request), request.url) : null;
      const cached = cacheKey ? pages.get(cacheKey) : undefined;
      if (cached) {
        allowScripts(reply, cached.scriptSources);
        return sendStored(request, reply, cached.page);
      }
      // Read before the page's first query: a write from here on keeps it out of the cache.
      const versions = pages.versions();
      const page = await build(pageContext(request));
      // Unknown or archived: the SPA shows its not-found page, with the status crawlers need.
      if (page.status === 404) return reply.code(404).send(html);
      const origin = originOf(request);
      const stream = await serverRendered(request, reply, page, preloads, origin, versions);
      if (stream) return reply.send(stream);
      html = renderPage(
        template,
        { head: page.head, seeds: page.seeds, preloads },
        origin,
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
  // Rendered only when the web build has a server renderer: without it they are the plain
  // client-rendered page, as every other client route.
  if (ssr) {
    for (const [path, title] of Object.entries(PLAIN_PAGES)) {
      const build = plainPage(title, path);
      const chunks = preloads(path === '/news' ? '/_shop/news/' : `/_shop${path}`);
      app.get(path, (request, reply) => answer(request, reply, build, chunks));
    }
  }
}
