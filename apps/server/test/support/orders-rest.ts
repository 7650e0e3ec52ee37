import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { setRemainingStock } from '@frameshop/domain/catalogue/stock.published';
import { seedDemoCatalogue } from '@frameshop/domain/seed/demo-catalogue';
import { systemContext } from '@frameshop/domain/shared/context';
import { testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import {
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  multipart,
  QueryCounter,
  signupAndLogin,
  testConfig,
} from '../helpers';
import { assertAnswersMatched, watchResponses } from './openapi-responses';

/**
 * What the order REST suites share: the app over the demo catalogue (statements counted, an
 * INSERT failure injectable), an admin and two shoppers, and request and stock helpers.
 */

export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9876543210',
};

/** Throws on an INSERT into `table` while set: a failure injected mid-transaction. */
export class FailInsertInto implements KyselyPlugin {
  table: string | null = null;
  transformQuery(args: PluginTransformQueryArgs) {
    const node = args.node;
    if (this.table && InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table) {
      throw new Error(`injected failure on ${this.table}`);
    }
    return node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

export interface Variant {
  frameId: number;
  sizeId: number;
  frameSizeId: number;
  unitPaise: number;
  name: string;
}

export function useOrdersRest(t: TestDatabase) {
  const counter = new QueryCounter();
  const failer = new FailInsertInto();
  let app: FastifyInstance;
  let seen = { mismatches: [] as string[] };
  let admin: { authorization: string };
  let asha: { authorization: string };
  let ravi: { authorization: string };
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: { ...t, db: t.db.withPlugin(counter).withPlugin(failer) },
      logger: false,
    });
    // The suites' REST answers are contract tests of the OpenAPI document too.
    seen = watchResponses(app);
    await seedDemoCatalogue.run(systemContext(app.deps, 'seed'), undefined);
    await createAdmin(app);
    admin = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
    asha = bearer(await signupAndLogin(app));
    ravi = bearer(
      await signupAndLogin(app, {
        firstName: 'Ravi',
        lastName: 'Iyer',
        email: 'ravi@example.com',
        password: 'another-shopper-pass',
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await app.close();
    assertAnswersMatched(seen);
  });

  const create = (body: unknown, headers = asha) =>
    app.inject({ method: 'POST', url: '/api/order/create', payload: body as object, headers });
  const mutate = (path: string, input: unknown, headers = asha) =>
    app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers });
  const query = (path: string, input: unknown, headers = asha) =>
    app.inject({
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      headers,
    });

  /** Live variants, each of a different frame, with their stock set to `stock` (ledger kept). */
  async function variants(count: number, stock: number): Promise<Variant[]> {
    const rows = await t.db
      .selectFrom('frame_sizes as v')
      .innerJoin('frames as f', 'f.frameId', 'v.frameId')
      .select([
        'v.frameId',
        'v.sizeId',
        'v.frameSizeId',
        'v.pricePaise',
        'v.offerPricePaise',
        'v.remainedQty',
        'f.name',
      ])
      .where('f.archivedAt', 'is', null)
      .orderBy('v.frameSizeId', 'desc')
      .execute();
    const seen = new Set<number>();
    const out: Variant[] = [];
    for (const r of rows) {
      const frameId = Number(r.frameId);
      if (seen.has(frameId) || used.has(Number(r.frameSizeId))) continue;
      seen.add(frameId);
      used.add(Number(r.frameSizeId));
      await t.db.transaction().execute((trx) =>
        setRemainingStock(trx, {
          frameSizeId: Number(r.frameSizeId),
          current: Number(r.remainedQty),
          target: stock,
          reason: 'admin_edit',
          actorUserId: null,
          at: Date.now(),
        }),
      );
      out.push({
        frameId,
        sizeId: Number(r.sizeId),
        frameSizeId: Number(r.frameSizeId),
        unitPaise: Number(r.offerPricePaise ?? r.pricePaise),
        name: r.name,
      });
      if (out.length === count) return out;
    }
    throw new Error('not enough demo variants');
  }
  const used = new Set<number>();

  async function remaining(frameSizeId: number): Promise<number> {
    const row = await t.db
      .selectFrom('frame_sizes')
      .select('remainedQty')
      .where('frameSizeId', '=', frameSizeId)
      .executeTakeFirstOrThrow();
    return Number(row.remainedQty);
  }

  const item = (v: Variant, quantity = 1) => ({
    productType: 'pre-listed',
    frameId: v.frameId,
    sizeId: v.sizeId,
    quantity,
  });

  async function uploadPhoto() {
    const body = await multipart({}, [
      {
        field: 'photo',
        name: 'me.jpg',
        type: 'image/jpeg',
        data: await testImage('jpeg', 3000, 2000),
      },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/photos', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().photoKey as string;
  }

  async function customItem(overrides: Record<string, unknown> = {}) {
    const options = (await query('catalogue.options', undefined)).json().result.data;
    return {
      productType: 'custom',
      uploadKey: await uploadPhoto(),
      crop: { x: 0, y: 0, width: 3000, height: 2000 },
      width: 15,
      height: 10,
      materialId: options.materials[0].materialId,
      frameMaterialId: options.frameMaterials[0].frameMaterialId,
      frameShape: 'Rectangle',
      thicknessId: options.thicknesses[0].thicknessId,
      instructions: 'Hang it landscape',
      quantity: 2,
      ...overrides,
    };
  }

  return {
    counter,
    failer,
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    get asha() {
      return asha;
    },
    get ravi() {
      return ravi;
    },
    create,
    mutate,
    query,
    variants,
    remaining,
    item,
    uploadPhoto,
    customItem,
  };
}
