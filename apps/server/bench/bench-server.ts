/**
 * The server under benchmark: the real app over a prepared SQLite file, plus two baseline
 * routes on the same Fastify instance, so all four measure the same HTTP stack:
 *   /bench/bare  a route that does nothing
 *   /bench/raw   12 frames with their images straight from better-sqlite3, no layers
 * Started by catalogue-bench.ts as a child process, so its RSS is the server's alone.
 */
import Database from 'better-sqlite3';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/boot';
import { loadConfig } from '../src/config';

const file = process.env.BENCH_DB as string;
const config = loadConfig({
  DATABASE_URL: `sqlite:${file}`,
  UPLOADS_DIR: process.env.BENCH_UPLOADS as string,
  LOG_LEVEL: 'warn',
  SERVE_WEB: 'false',
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
});
const database = await openDatabase(config);
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

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// Exit cleanly on SIGINT so `--cpu-prof` can write its profile.
process.on('SIGINT', () => process.exit(0));
