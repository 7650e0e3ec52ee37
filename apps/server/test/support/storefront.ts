import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  QueryCounter,
  testConfig,
} from '../helpers';
import { assertAnswersMatched, watchResponses } from './openapi-responses';

/**
 * What the storefront suites share: the app over the demo catalogue with statements counted,
 * an admin, tRPC call helpers, a variant in stock and one on offer, and a photo upload.
 */

export interface Variant {
  sizeId: number;
  price: number;
  offer_price: number | null;
  remained_qty: number;
  size: { width: number; height: number };
}

export function useStorefront(t: TestDatabase) {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  let seen = { mismatches: [] as string[] };
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    // Its REST answers (photo uploads) are contract tests of the OpenAPI document too.
    seen = watchResponses(app);
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  }, 90_000);
  afterAll(async () => {
    await app.close();
    assertAnswersMatched(seen);
  });

  const query = (path: string, input?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers,
    });
  const data = async (path: string, input?: unknown) => {
    const res = await query(path, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data;
  };
  const mutate = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers });

  /** A live frame's variant with at least `stock` left, and one on offer. */
  async function pickVariants() {
    const page = await data('catalogue.frames.list', { limit: 100 });
    for (const summary of page.data) {
      const frame = await data('catalogue.frames.byId', { frameId: summary.frameId });
      const inStock = frame.frameSizes.find((v: Variant) => v.remained_qty >= 3);
      const onOffer = frame.frameSizes.find(
        (v: Variant) => v.offer_price !== null && v.remained_qty >= 1,
      );
      if (inStock && onOffer) return { frame, inStock, onOffer };
    }
    throw new Error('demo catalogue has no frame with stock and an offer');
  }

  async function uploadPhoto(width = 3000, height = 2000) {
    const body = await multipart({}, [
      {
        field: 'photo',
        name: 'me.jpg',
        type: 'image/jpeg',
        data: await testImage('jpeg', width, height),
      },
    ]);
    return app.inject({ method: 'POST', url: '/api/photos', ...body });
  }

  return {
    counter,
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    query,
    data,
    mutate,
    pickVariants,
    uploadPhoto,
  };
}
