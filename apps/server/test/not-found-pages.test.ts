import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readClientRoutes } from '../src/plugins/client-routes';
import { testConfig } from './helpers';

/** A build with the route list the web build writes (build-plugins/route-manifest.ts). */
function webBuild(paths: string[] | null) {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-web-routes-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Frame shop</title><div id="root"></div>',
  );
  if (paths) writeFileSync(join(dir, 'client-routes.json'), JSON.stringify({ paths }));
  return dir;
}
const PATHS = [
  '/',
  '/Cart',
  '/Singleproduct/$frameId',
  '/news/',
  '/admin/orders/$orderId/work-order',
];

describe('unknown paths (issue 19, section 4)', () => {
  const { app } = useAppWith(webBuild(PATHS));

  it('answers a page of the app with 200, whatever its case or trailing slash', async () => {
    for (const path of [
      '/',
      '/Cart',
      '/cart/',
      '/Singleproduct/12?x=1',
      '/news',
      '/admin/orders/7/work-order',
    ]) {
      const res = await app().inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.body, path).toContain('Frame shop');
    }
  });

  it('answers any other path with the app (its not-found page) and status 404', async () => {
    for (const path of [
      '/no-such-page',
      '/Singleproduct/12/more',
      '/Singleproduct',
      '/cart.php',
      '/%2e%2e/etc',
    ]) {
      const res = await app().inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.body, path).toContain('<div id="root">');
    }
    expect((await app().inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers unknown or differently-cased API paths with a JSON 404, never the app', async () => {
    for (const path of [
      '/api/nope',
      '/API/frame/getallframes',
      '/Api',
      '/TRPC/catalogue.frames.list',
      '/Uploads/x.webp',
    ]) {
      const res = await app().inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/json/);
      expect(res.body, path).not.toContain('<div id="root">');
    }
    // The real path still answers.
    expect((await app().inject('/api/frame/getallframes')).statusCode).toBe(200);
  });
});

describe('a build without the route list', () => {
  const { app } = useAppWith(webBuild(null));

  it('serves the app for every path, as builds before it did', async () => {
    expect((await app().inject('/no-such-page')).statusCode).toBe(200);
    expect(readClientRoutes(webBuild(null))).toBeNull();
    expect(readClientRoutes(webBuild([]))).toBeNull();
  });
});

/** The app over a fresh SQLite database, serving `webDistDir`. */
function useAppWith(webDistDir: string) {
  let database: TestDatabase;
  let instance: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    instance = await buildApp({
      config: { ...testConfig(), SERVE_WEB: true, webDistDir },
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await instance?.close();
    await database?.destroy();
  });
  return { app: () => instance };
}
