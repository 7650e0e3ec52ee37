/**
 * The server under benchmark: the real app over a prepared SQLite file, plus baseline routes on
 * the same Fastify instance, so every figure measures the same HTTP stack:
 *   /bench/bare   a route that does nothing
 *   /bench/raw    12 frames with their images straight from better-sqlite3, no layers (the
 *                 floor of the cached list, which does no SQL at all)
 *   /bench/list   the floor of a read-cache miss: by hand, the statements `listFrames` sends
 *                 for the same query string (`search`, `materialId`, `frameShape`, `minPrice`,
 *                 `maxPrice`, `sort`, `page`, `limit`): the page of live frames joined to their
 *                 two material names with the from-price, offer and stock subqueries
 *                 (`lower(f.name) LIKE ? ESCAPE '!'`, the filters, the price filter and sorts on
 *                 the from-price, then `frameId DESC`, LIMIT/OFFSET), their images in one
 *                 `IN (...)` query, and the `count(*)` under the same WHERE unless a short first
 *                 page is the whole list (as `pageOf` does). Statements are prepared once per
 *                 shape; rows go out as the driver gives them (no DTO mapping, no image URLs).
 *                 It copies frames.repository.ts: when that SQL changes, change this too (the
 *                 bench refuses to run when the two disagree on a page's frames or total).
 *                 A search with words the index answers matches the FTS5 document
 *                 (`frameId IN (SELECT rowid FROM frame_search WHERE frame_search MATCH ?)`)
 *                 and, sorted 'newest', is ranked first (name matches, then attribute matches);
 *                 `like=1` runs the search as the list did before the index (issue 24): a
 *                 LIKE on the name, today's figure for the same words.
 *   /bench/trpc-direct/catalogue.frames.list  the list through tRPC's caller, no HTTP adapter
 *   /bench/stats  statements the app's SQLite connection has run so far (the statement cache's
 *                 lookups), requests received and the process's CPU time, so the bench can
 *                 show what each route costs per request in statements and in CPU.
 * BENCH_STATEMENT_CACHE=0 runs the app without its SQLite statement cache (for before/after).
 * Started by catalogue-bench.ts as a child process, so its RSS is the server's alone.
 */
import { appRouter } from '@frameshop/api/root';
import { createDatabase } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { ftsQuery, searchTerms } from '@frameshop/domain/catalogue/search-terms';
import Database from 'better-sqlite3';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const file = process.env.BENCH_DB as string;
const config = loadConfig({
  DATABASE_URL: `sqlite:${file}`,
  UPLOADS_DIR: process.env.BENCH_UPLOADS as string,
  LOG_LEVEL: 'warn',
  // BENCH_WEB_DIST (a web build with its server renderer): the product page rendered by React
  // on the server is measured too (catalogue-bench.ts, ssr-product).
  SERVE_WEB: process.env.BENCH_WEB_DIST ? 'true' : 'false',
  WEB_DIST_DIR: process.env.BENCH_WEB_DIST,
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  // Production refuses to guess a payment mode; the bench never pays, the simulator is inert.
  PHONEPE_MODE: 'simulator',
});
// As openDatabase() in src/boot.ts, plus BENCH_STATEMENT_CACHE (a size; 0 turns it off) to
// compare with and without the SQLite statement cache.
const database = createDatabase(config.DATABASE_URL, {
  baseDir: config.sqliteBaseDir,
  sqliteStatementCacheSize:
    process.env.BENCH_STATEMENT_CACHE === undefined
      ? undefined
      : Number(process.env.BENCH_STATEMENT_CACHE),
});
await migrateToLatest(database.db);
const app = await buildApp({ config, database, logger: false });

const raw = new Database(file, { readonly: true });
const page = raw.prepare(`
  SELECT f.frameId, f.name, f.basePricePaise, f.frameShape, f.isNewArrival, f.isOffer,
         f.ratingSum, f.ratingCount, f.createdAt, m.materialName, fm.materialName AS frameMaterialName
  FROM frames f
  JOIN materials m ON m.materialId = f.materialId
  JOIN frame_materials fm ON fm.frameMaterialId = f.frameMaterialId
  WHERE f.archivedAt IS NULL
  ORDER BY f.createdAt DESC, f.frameId DESC
  LIMIT 12`);
const images = raw.prepare(
  `SELECT imageId, frameId, fileKey FROM frame_images WHERE frameId IN (${Array(12).fill('?').join(',')}) ORDER BY frameId, position`,
);
app.get('/bench/bare', async () => ({ ok: true }));
app.get('/bench/raw', async () => {
  const rows = page.all() as { frameId: number }[];
  const ids = rows.map((r) => r.frameId);
  while (ids.length < 12) ids.push(-1);
  return { data: rows, images: images.all(...ids) };
});

/**
 * The from-price expression of frames.repository.ts (FROM_PRICE): the list selects it, and the
 * price filter and price sorts use it.
 */
const FROM_PRICE = `coalesce((select min(coalesce(v.offerPricePaise, v.pricePaise)) from frame_sizes v where v.frameId = f.frameId), f.basePricePaise)`;
const ORDER: Record<string, string> = {
  newest: 'f.createdAt DESC',
  price_asc: `${FROM_PRICE} ASC`,
  price_desc: `${FROM_PRICE} DESC`,
  rating: 'CASE WHEN f.ratingCount = 0 THEN 0 ELSE f.ratingSum * 1.0 / f.ratingCount END DESC',
};
/** The floor's statements, prepared once per shape (which filters are present, which sort). */
const shapes = new Map<
  string,
  { page: Database.Statement; count: Database.Statement; images: Map<number, Database.Statement> }
>();
/** The ranking of frames.repository.ts `relevance`: 2 for a name match, 1 for an attribute one. */
const RELEVANCE = `(CASE WHEN f.frameId IN (SELECT rowid FROM frame_search WHERE frame_search MATCH ?) THEN 2 ELSE 0 END + CASE WHEN f.frameId IN (SELECT rowid FROM frame_search WHERE frame_search MATCH ?) THEN 1 ELSE 0 END) DESC, `;
function statementsFor(where: string, sort: string, ranked: boolean) {
  const key = `${where}|${sort}|${ranked}`;
  let shape = shapes.get(key);
  if (!shape) {
    // The same statements listFramePage and countFrames send (see their SQL with onQuery),
    // down to the list's repeated `archivedAt IS NULL`.
    shape = {
      page: raw.prepare(`
        SELECT f.frameId, f.name, f.basePricePaise, f.frameShape, f.materialId, f.frameMaterialId,
               f.isNewArrival, f.isOffer, f.ratingSum, f.ratingCount, f.createdAt,
               m.materialName, fm.materialName AS frameMaterialName,
               ${FROM_PRICE} AS fromPricePaise,
               (SELECT v.pricePaise FROM frame_sizes v WHERE v.frameId = f.frameId AND v.offerPricePaise IS NOT NULL
                ORDER BY v.offerPricePaise, v.pricePaise LIMIT 1) AS offerOriginalPaise,
               (SELECT min(v.offerPricePaise) FROM frame_sizes v WHERE v.frameId = f.frameId) AS minOfferPaise,
               coalesce((SELECT sum(v.remainedQty) FROM frame_sizes v WHERE v.frameId = f.frameId), 0) AS stock
        FROM frames f
        JOIN materials m ON m.materialId = f.materialId
        JOIN frame_materials fm ON fm.frameMaterialId = f.frameMaterialId
        WHERE f.archivedAt IS NULL AND (${where})
        ORDER BY ${ranked ? RELEVANCE : ''}${ORDER[sort] ?? ORDER.newest}, f.frameId DESC
        LIMIT ? OFFSET ?`),
      count: raw.prepare(`SELECT count(*) AS n FROM frames f WHERE (${where})`),
      images: new Map(),
    };
    shapes.set(key, shape);
  }
  return shape;
}
app.get('/bench/list', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const pageNo = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 12);
  const conditions = ['f.archivedAt IS NULL'];
  const params: unknown[] = [];
  const search = (q.search ?? '').trim();
  const terms = q.like ? [] : searchTerms(search);
  const order: unknown[] = [];
  if (terms.length > 0) {
    conditions.push('f.frameId IN (SELECT rowid FROM frame_search WHERE frame_search MATCH ?)');
    params.push(ftsQuery(terms, 'all'));
    if ((q.sort ?? 'newest') === 'newest') {
      order.push(ftsQuery(terms, 'name'), ftsQuery(terms, 'attributes'));
    }
  } else if (search) {
    conditions.push(`lower(f.name) LIKE ? ESCAPE '!'`);
    params.push(`%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`);
  }
  if (q.materialId) {
    conditions.push('f.materialId = ?');
    params.push(Number(q.materialId));
  }
  if (q.frameShape) {
    conditions.push('f.frameShape = ?');
    params.push(q.frameShape);
  }
  if (q.minPrice) {
    conditions.push(`${FROM_PRICE} >= ?`);
    params.push(Math.round(Number(q.minPrice) * 100));
  }
  if (q.maxPrice) {
    conditions.push(`${FROM_PRICE} <= ?`);
    params.push(Math.round(Number(q.maxPrice) * 100));
  }
  const shape = statementsFor(conditions.join(' AND '), q.sort ?? 'newest', order.length > 0);
  const rows = shape.page.all(...params, ...order, limit, (pageNo - 1) * limit) as {
    frameId: number;
  }[];
  let frameImages: unknown[] = [];
  if (rows.length > 0) {
    let byIds = shape.images.get(rows.length);
    if (!byIds) {
      byIds = raw.prepare(
        `SELECT imageId, frameId, fileKey FROM frame_images WHERE frameId IN (${Array(rows.length).fill('?').join(',')}) ORDER BY frameId, position`,
      );
      shape.images.set(rows.length, byIds);
    }
    frameImages = byIds.all(...rows.map((r) => r.frameId));
  }
  const totalItems =
    pageNo === 1 && rows.length < limit
      ? rows.length
      : (shape.count.get(...params) as { n: number }).n;
  return {
    data: rows,
    images: frameImages,
    pagination: { page: pageNo, limit, totalItems, totalPages: Math.ceil(totalItems / limit) },
  };
});
/**
 * A measuring probe, not a proposal as it stands: the frame list called through tRPC's server-side
 * caller (the same procedure, middlewares, input parsing and use case) and sent in the envelope
 * tRPC's HTTP adapter sends, `{"result":{"data":...}}`, without the adapter's Fetch-API
 * Request/Response, AbortController and response parsing. The gap between `trpc-miss` and
 * `direct-miss` is what the adapter costs an uncached call.
 */
app.get('/bench/trpc-direct/catalogue.frames.list', async (request, reply) => {
  const { input } = request.query as { input?: string };
  const caller = appRouter.createCaller({
    service: request.serviceContext(),
    sessionCookie: { set: () => {}, clear: () => {} },
  });
  const data = await caller.catalogue.frames.list(input === undefined ? {} : JSON.parse(input));
  return reply.type('application/json').send(JSON.stringify({ result: { data } }));
});

/** Requests the server has received, except these stats calls (counted before any routing). */
let requests = 0;
app.server.on('request', (request: { url?: string }) => {
  if (request.url !== '/bench/stats') requests++;
});
app.get('/bench/stats', async () => {
  const cpu = process.cpuUsage();
  return { statements: statementsRun(), requests, cpuMicros: cpu.user + cpu.system };
});

/** Statements the app has run on its SQLite connection (null when its statement cache is off). */
function statementsRun(): number | null {
  const stats = database.sqliteStatements?.stats();
  return stats ? stats.hits + stats.misses : null;
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// Exit cleanly on SIGINT so `--cpu-prof` can write its profile.
process.on('SIGINT', () => process.exit(0));
