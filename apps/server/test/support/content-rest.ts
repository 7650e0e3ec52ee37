import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../src/app';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  QueryCounter,
  signupAndLogin,
  tableCounts,
  testConfig,
  uploadsDir,
} from '../helpers';
import { assertAnswersMatched, watchResponses } from './openapi-responses';

/**
 * What the content REST suites share: the app over a counted connection, an admin and two
 * shoppers, content tables emptied before each test, and request helpers.
 */

export const CONTENT_TABLES = [
  'reviews',
  'contacts',
  'wall',
  'social_posts',
  'sliders',
  'news',
] as const;

export const filesIn = (folder: string) => {
  try {
    return readdirSync(join(uploadsDir, folder)).length;
  } catch {
    return 0;
  }
};
export const allFiles = () => ['news', 'sliders', 'posts', 'wall', 'frames'].map(filesIn);

export const SECTIONS = [
  { sectionTitle: 'Choosing a frame', content: 'Match the room.', bullets: ['Teak', 'Oak'] },
  { sectionTitle: 'Hanging', content: 'Eye level.', bullets: [] },
];

export function useContentRest(t: TestDatabase) {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  let seen = { mismatches: [] as string[] };
  let admin: Record<string, string> = {};
  let shopper: Record<string, string> = {};
  let shopper2: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter) },
      logger: false,
    });
    await app.ready();
    // The suites' REST answers are contract tests of the OpenAPI document too.
    seen = watchResponses(app);
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(app));
    shopper2 = bearer(
      await signupAndLogin(app, {
        firstName: 'Dev',
        lastName: 'Patel',
        email: 'dev@example.com',
        password: 'shopper-pass-2',
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
    assertAnswersMatched(seen);
  });
  beforeEach(async () => {
    for (const table of CONTENT_TABLES) await t.db.deleteFrom(table).execute();
    app.deps.caches.invalidate(['content', 'catalogue']);
  });

  const call = (method: string, url: string, payload?: unknown, headers = admin) =>
    app.inject({ method: method as 'GET', url: `/api${url}`, payload: payload as object, headers });

  async function form(
    method: string,
    url: string,
    fields: Record<string, string>,
    files: { field: string; data: Buffer; type?: string }[] = [],
    headers = admin,
  ) {
    const body = await multipart(
      fields,
      files.map((f) => ({
        field: f.field,
        name: 'x.png',
        type: f.type ?? 'image/png',
        data: f.data,
      })),
    );
    return app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  /** The request is refused with `status`, and no row nor file changed. */
  async function refused<R extends { statusCode: number; body: string }>(
    status: number,
    send: () => Promise<R>,
  ): Promise<R> {
    const rows = await tableCounts(t);
    const files = allFiles();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await tableCounts(t)).toEqual(rows);
    expect(allFiles()).toEqual(files);
    return res;
  }

  async function frame(name: string): Promise<number> {
    const material = await call('POST', '/material/create', { materialName: `M ${name}` });
    const frameMaterial = await call('POST', '/framematerial/createframemat', {
      materialName: `F ${name}`,
    });
    const body = await multipart({
      name,
      basePrice: '999',
      description: 'Solid',
      colors: '["Brown"]',
      materialId: String(material.json().data.materialId),
      frameMaterialId: String(frameMaterial.json().data.frameMaterialId),
      frameShape: 'Square',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/frame/createframe',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.frameId;
  }

  return {
    counter,
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    get shopper() {
      return shopper;
    },
    get shopper2() {
      return shopper2;
    },
    call,
    form,
    refused,
    frame,
  };
}
