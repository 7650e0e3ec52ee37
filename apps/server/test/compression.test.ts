import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, uploadsDir } from './helpers';

/**
 * What goes over the wire compressed: the web build as the brotli/gzip files made at build
 * time (never compressed per request), and JSON API answers above 1 kB (compressed per request).
 */
const webDist = mkdtempSync(join(tmpdir(), 'frameshop-web-compressed-'));
mkdirSync(join(webDist, 'assets'));
const files = {
  'index.html': `<!doctype html><title>Frame shop</title><div id="root"></div>${'<!-- pad -->'.repeat(100)}`,
  'assets/app.js': `export const frames = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Frame ${i}`))};`,
  'assets/app.css': `.a{color:red}${'.b{margin:0 auto;padding:1rem}'.repeat(200)}`,
  'assets/tiny.js': 'export{}',
};
// What the Vite build writes next to each compressible file (apps/web/vite.config.ts).
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(webDist, name), text);
  if (name !== 'assets/tiny.js') {
    writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
}

function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  expect(encoding ?? 'identity').toBe('identity');
  return raw.toString('utf8');
}

function varies(res: LightMyRequestResponse): boolean {
  return /accept-encoding/i.test(String(res.headers.vary ?? ''));
}

describe('compression', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: { ...testConfig(), SERVE_WEB: true, webDistDir: webDist },
      database,
      logger: false,
    });
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the build’s brotli and gzip files by Accept-Encoding, with Vary', async () => {
    for (const path of ['assets/app.js', 'assets/app.css']) {
      const original = files[path as keyof typeof files];
      for (const [accept, expected] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0.5, gzip', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const res = await get(`/${path}`, accept);
        expect(res.statusCode, `${path} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(expected);
        expect(varies(res), `${path} ${accept}`).toBe(true);
        expect(decoded(res)).toBe(original);
        if (expected) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(original));
        expect(res.headers['content-type']).toMatch(path.endsWith('.js') ? /javascript/ : /css/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    // A file too small to have compressed siblings is served as it is.
    const tiny = await get('/assets/tiny.js', 'br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{}');
  });

  it('serves index.html compressed, for / and for client routes (the SPA fallback)', async () => {
    for (const path of ['/', '/admin/frame', '/Singleproduct/12?x=1']) {
      const res = await get(path, 'br, gzip');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(varies(res), path).toBe(true);
      expect(decoded(res)).toBe(files['index.html']);
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(files['index.html']);
    }
  });

  it('compresses large JSON answers of the legacy API', async () => {
    const plain = await get('/api/frame/getallframes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/frame/getallframes', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(varies(res)).toBe(true);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    }
  });

  it('compresses large tRPC answers, whether computed or served from the read cache', async () => {
    app.deps.caches.invalidate(['catalogue']);
    const url = `/trpc/catalogue.frames.list?input=${encodeURIComponent(JSON.stringify({ limit: 100, page: 1 }))}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    app.deps.caches.invalidate(['catalogue']);
    const miss = await get(url, 'br');
    const hit = await get(url, 'br');
    const gzipHit = await get(url, 'gzip');
    for (const [res, encoding] of [
      [miss, 'br'],
      [hit, 'br'],
      [gzipHit, 'gzip'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toBe(plain.body);
    }
    // The cache keeps the uncompressed text: a client without compression still gets it.
    const after = await get(url);
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(after.body).toBe(plain.body);
  });

  it('leaves small answers, images and tRPC streams alone', async () => {
    const health = await get('/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    writeFileSync(join(uploadsDir, 'compression-probe.webp'), Buffer.alloc(4096, 1));
    const image = await get('/uploads/compression-probe.webp', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);

    const stream = await app.inject({
      url: `/trpc/catalogue.frames.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { limit: 100 } }))}`,
      headers: { 'accept-encoding': 'br', 'trpc-accept': 'application/jsonl' },
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.split('\n').filter(Boolean).length).toBeGreaterThan(1);
  });
});
