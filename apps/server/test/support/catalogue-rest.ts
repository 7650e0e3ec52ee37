import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES_CHILD_FIRST } from '@frameshop/db/schema';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { beforeAll, beforeEach } from 'vitest';
import {
  ADMIN,
  bearer,
  createAdmin,
  loginToken,
  signupAndLogin,
  uploadsDir,
  useApp,
} from '../helpers';

/**
 * What the catalogue REST suites share: the app, an admin and a shopper, the catalogue emptied
 * before each test, a REST call helper, a material pair with two sizes, and a frame's form fields.
 */

export const filesOnDisk = () => {
  try {
    return readdirSync(join(uploadsDir, 'frames')).length;
  } catch {
    return 0;
  }
};

export function useCatalogueRest(t: TestDatabase) {
  const ctx = useApp(t);
  let admin: Record<string, string> = {};
  let shopper: Record<string, string> = {};
  beforeAll(async () => {
    await createAdmin(ctx.app);
    admin = bearer(await loginToken(ctx.app, ADMIN.email, ADMIN.password));
    shopper = bearer(await signupAndLogin(ctx.app));
  });
  beforeEach(async () => {
    // Empty the catalogue (children first); the accounts and the roles they hold stay for the
    // whole suite.
    const kept = new Set(['sessions', 'users', 'staff_roles']);
    for (const table of TABLES_CHILD_FIRST.filter((n) => !kept.has(n))) {
      await t.db.deleteFrom(table).execute();
    }
    ctx.app.deps.caches.invalidate(['catalogue']);
  });

  const call = (method: string, url: string, payload?: unknown, headers = admin) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      payload: payload as object,
      headers,
    });

  async function attributes() {
    const materialId = (await call('POST', '/material/create', { materialName: 'Canvas' })).json()
      .data.materialId;
    const frameMaterialId = (
      await call('POST', '/framematerial/createframemat', { materialName: 'Teak' })
    ).json().data.frameMaterialId;
    const s1 = (await call('POST', '/size/createsize', { width: 8, height: 10 })).json().data
      .sizeId;
    const s2 = (await call('POST', '/size/createsize', { width: 12, height: 18 })).json().data
      .sizeId;
    return { materialId, frameMaterialId, s1, s2 };
  }

  function frameFields(
    a: Awaited<ReturnType<typeof attributes>>,
    patch: Record<string, string> = {},
  ) {
    return {
      name: 'Oak Classic',
      basePrice: '1299',
      description: 'Hand finished',
      materialId: String(a.materialId),
      frameMaterialId: String(a.frameMaterialId),
      frameShape: 'Rectangle',
      weight: '1.5',
      origin: 'Jaipur',
      isNewArrival: 'true',
      isOffer: 'false',
      colors: '["Brown","Black"]',
      careInstruction: '["Dust weekly"]',
      includes: '["Hook"]',
      sizes: JSON.stringify([
        {
          sizeId: a.s1,
          price: 1500,
          offer_price: 1299,
          total_qty: 10,
          remained_qty: 10,
          purchased_qty: 0,
        },
        { sizeId: a.s2, price: 2500, offer_price: '', total_qty: 3 },
      ]),
      ...patch,
    };
  }

  return {
    ctx,
    get admin() {
      return admin;
    },
    get shopper() {
      return shopper;
    },
    call,
    attributes,
    frameFields,
  };
}
