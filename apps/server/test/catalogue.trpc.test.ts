import { appRouter } from '@frameshop/api/root';
import { describeAdapter } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { cacheablePaths } from '../src/plugins/trpc-read-cache';
import { ADMIN, bearer, createAdmin, loginToken, QueryCounter, testConfig } from './helpers';

describeAdapter('catalogue over tRPC', (t) => {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
  }, 60_000);
  afterAll(() => app.close());

  const query = (path: string, input?: unknown) =>
    app.inject({
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    });

  async function statements(path: string, input: unknown): Promise<number> {
    app.deps.caches.invalidate(['catalogue']);
    counter.count = 0;
    const res = await query(path, input);
    expect(res.statusCode, res.body).toBe(200);
    return counter.count;
  }

  it('lists frames in at most 3 statements whatever the page size, and by id in at most 5', async () => {
    for (const limit of [1, 12, 100]) {
      expect(
        await statements('catalogue.frames.list', { limit, page: 2 }),
        `limit ${limit}`,
      ).toBeLessThanOrEqual(3);
    }
    expect(
      await statements('catalogue.frames.list', {
        search: 'teak',
        materialId: 1,
        isOffer: true,
        sort: 'rating',
      }),
    ).toBeLessThanOrEqual(3);
    expect(await statements('catalogue.frames.byId', { frameId: 1 })).toBeLessThanOrEqual(5);
    // A repeated read is served from the cache without touching the database.
    counter.count = 0;
    await query('catalogue.frames.list', { limit: 12, page: 2 });
    await query('catalogue.frames.list', { limit: 12, page: 2 });
    expect(counter.count).toBe(3);
  });

  it('serves the demo catalogue: options, list page, filters and the quote', async () => {
    const options = (await query('catalogue.options')).json().result.data;
    expect(options.materials.length).toBeGreaterThanOrEqual(3);
    expect(options.sizes.length).toBeGreaterThanOrEqual(10);
    expect(options.shapes).toEqual([
      'Four Corner Round',
      'Square',
      'Rectangle',
      'Oval',
      'Round',
      'Top Round',
      'Bottom Round',
    ]);
    const page = (await query('catalogue.frames.list', { limit: 12 })).json().result.data;
    expect(page.data).toHaveLength(12);
    expect(page.pagination.totalItems).toBeGreaterThanOrEqual(24);
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.totalItems / 12));
    const oval = (await query('catalogue.frames.list', { frameShape: 'Oval', limit: 100 })).json()
      .result.data;
    expect(oval.data.length).toBeGreaterThan(0);
    expect(oval.data.every((f: { frameShape: string }) => f.frameShape === 'Oval')).toBe(true);
    const cheapFirst = (await query('catalogue.frames.list', { sort: 'price_asc', limit: 100 }))
      .json()
      .result.data.data.map((f: { fromPrice: number }) => f.fromPrice);
    expect(cheapFirst).toEqual([...cheapFirst].sort((x: number, y: number) => x - y));
    const material = options.materials[0].materialId;
    const frameMaterial = options.frameMaterials[0].frameMaterialId;
    const q = await query('catalogue.quote', {
      widthIn: 12,
      heightIn: 12,
      shape: 'Square',
      materialId: material,
      frameMaterialId: frameMaterial,
    });
    expect(q.json().result.data).toMatchObject({ areaSqFt: 1 });
    const bad = await query('catalogue.frames.list', { limit: 1000 });
    expect(bad.statusCode).toBe(400);
  });

  it('caches at the HTTP level only public reads that never look at the caller', () => {
    const paths = cacheablePaths(appRouter);
    expect([...paths.keys()]).toContain('catalogue.frames.list');
    expect(paths.get('catalogue.frames.list')).toBe('catalogue');
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { type: string; meta?: { access: string } } }
    >;
    for (const path of paths.keys()) {
      expect(procedures[path]?._def.type, path).toBe('query');
      expect(procedures[path]?._def.meta?.access, path).toBe('public');
    }
    expect(paths.has('auth.me')).toBe(false);
  });

  it('admin writes over tRPC are visible to the next public read', async () => {
    await createAdmin(app);
    const token = await loginToken(app, ADMIN.email, ADMIN.password);
    const before = (await query('catalogue.materials.list')).json().result.data;
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/catalogue.materials.create',
      headers: bearer(token),
      payload: { name: 'Handmade Paper' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await query('catalogue.materials.list')).json().result.data;
    expect(after).toHaveLength(before.length + 1);
  });
});
