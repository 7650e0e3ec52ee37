import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { createFrame } from '@frameshop/domain/catalogue/frames.service';
import { listSizes } from '@frameshop/domain/catalogue/sizes.service';
import { createNews } from '@frameshop/domain/content/news.service';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers';

/*
 * What the server-rendered page suites share: a fake web build (index.html and an entry script
 * shaped as Vite makes them), the app serving it over the demo shop plus a few awkward frames
 * and an awkward article, and readers for the heads and the inlined query seed.
 */

/** An index.html shaped as Vite builds it (head with title, description, entry script). */
export const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Custom and ready-made picture frames and wall art, made in India." />
    <title>Frame Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body class="bg-stone-50">
    <div id="root"></div>
  </body>
</html>
`;
/**
 * The entry script as the build shapes its route table (TanStack Router's autoCodeSplitting,
 * Vite's __vite__mapDeps, minified names): what route-chunks.ts reads the chunks from.
 */
export const ENTRY_JS = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/layout.js","assets/shared.js","assets/home.js","assets/admin.css"])))=>i.map(i=>d[i]);
var a=u(\`/_shop\`)({component:c(()=>y(()=>import(\`./layout.js\`),__vite__mapDeps([0,1])),\`component\`)}),b=u(\`/_shop/\`)({head:()=>({}),component:c(()=>y(()=>import(\`./home.js\`),__vite__mapDeps([2,1,3])),\`component\`)}),n=u(\`/_shop/ProductListing\`)({component:c(()=>y(()=>import(\`./listing.js\`)),\`component\`),notFoundComponent:c(()=>y(()=>import(\`./nf.js\`)),\`notFoundComponent\`)});`;
export const webDist = mkdtempSync(join(tmpdir(), 'frameshop-web-shop-html-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets/index-abc.js'), ENTRY_JS);
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
writeFileSync(join(webDist, 'index.html.gz'), gzipSync(INDEX_HTML));

export const ORIGIN = 'https://frames.example.in';
export const NASTY = `<script>alert("x")</script> Oak & 'Teak' "Classic"`;

export function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

/** The attribute values of the head's tags, read back the way a browser would. */
export function attr(html: string, pattern: RegExp): string | undefined {
  const raw = pattern.exec(html)?.[1];
  return raw
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export const scriptBody = (html: string, opening: RegExp) => {
  const match = new RegExp(`${opening.source}([\\s\\S]*?)</script>`).exec(html);
  return match?.[1];
};

export interface Seed {
  path: string;
  input?: unknown;
  data: unknown;
}
export const seedOf = (html: string): Seed[] =>
  JSON.parse(scriptBody(html, /<script id="__trpc_seed" type="application\/json">/) ?? 'null');

/** Builds the app over the demo shop once for the suite; `get` asks for a page uncompressed. */
export function useShopPages() {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nasty: FrameDto;
  let soldOut: FrameDto;
  let archivedId: number;
  let newsId: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: { ...testConfig({ PUBLIC_URL: `${ORIGIN}/` }), SERVE_WEB: true, webDistDir: webDist },
      database,
      logger: false,
    });
    const system = systemContext(app.deps, 'seed');
    await seedDemoCatalogue.run(system, undefined);
    await seedDemoContent.run(system, undefined);
    const sizes = await listSizes.run(system, undefined);
    const [first, second] = sizes;
    if (!first || !second) throw new Error('the demo seed made no sizes');
    const frame = (name: string, stock: [number, number]) =>
      createFrame.run(system, {
        name,
        basePrice: 900,
        description: `A frame called ${name}, with </script><!-- in its description.`,
        colors: ['Brown'],
        materialId: 1,
        frameMaterialId: 1,
        frameShape: 'Rectangle',
        weight: 1,
        origin: 'Jaipur',
        careInstruction: [],
        includes: [],
        isNewArrival: false,
        isOffer: false,
        sizes: [
          { sizeId: first.sizeId, price: 1200, offer_price: 999.5, total_qty: stock[0] },
          { sizeId: second.sizeId, price: 1800, offer_price: null, total_qty: stock[1] },
        ],
      });
    nasty = await frame(NASTY, [0, 4]);
    soldOut = await frame('Sold Out Slim', [0, 0]);
    archivedId = (await frame('Archived Arch', [3, 3])).frameId;
    await database.db
      .updateTable('frames')
      .set({ archivedAt: Date.now() })
      .where('frameId', '=', archivedId)
      .execute();
    app.deps.caches.invalidate(['catalogue']);
    newsId = (
      await createNews.run(system, {
        title: `News </title><script>x()</script> & "more"`,
        author: 'Desk',
        shortDesc: 'Short <b>desc</b>',
        sections: [],
        removeImage: false,
      })
    ).newsId;
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

  return {
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get nasty() {
      return nasty;
    },
    get soldOut() {
      return soldOut;
    },
    get archivedId() {
      return archivedId;
    },
    get newsId() {
      return newsId;
    },
    get,
  };
}
