import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  KEY_FORBIDDEN_PERMISSIONS,
  PERMISSIONS,
  type Permission,
} from '@frameshop/contracts/staff/permissions';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalCaches } from '../src/caching/local-caches';
import { frameMaterials, materials } from '../src/catalogue/attributes.service';
import { createFrame } from '../src/catalogue/frames.service';
import { createSize } from '../src/catalogue/sizes.service';
import { takeStockOrConflict } from '../src/catalogue/stock.published';
import { stockDiscrepancies } from '../src/catalogue/stock.repository';
import { storeImages } from '../src/media/uploads';
import { type Actor, systemContext } from '../src/shared/context';
import { type Access, authorize, defineUseCase, mayMoveMoney } from '../src/shared/use-case';
import { testImage } from '../src/testing/images';
import { login, signup } from '../src/users/auth.service';
import { AuthThrottle } from '../src/users/auth-throttle';
import { ctxFor, depsFor, privateDir, uploadsDir } from './helpers';

const ADMIN: Actor = { userId: 1, role: 'admin', sessionId: 's', permissions: PERMISSIONS };
const SHOPPER: Actor = { userId: 2, role: 'user', sessionId: 's2', permissions: [] };
const SYSTEM: Actor = { role: 'system', job: 'test' };

describe('access rules', () => {
  const outcome = (actor: Actor | null, access: Access) => {
    try {
      authorize(actor, access);
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it('admits each caller exactly where its access allows', () => {
    const table = (['public', 'user', 'staff', 'orders:write', 'system'] as const).map((access) => [
      access,
      outcome(null, access),
      outcome(SHOPPER, access),
      outcome(ADMIN, access),
      outcome(SYSTEM, access),
    ]);
    expect(table).toEqual([
      ['public', 'ok', 'ok', 'ok', 'ok'],
      ['user', 'UNAUTHORIZED', 'ok', 'ok', 'FORBIDDEN'],
      ['staff', 'UNAUTHORIZED', 'FORBIDDEN', 'ok', 'ok'],
      ['orders:write', 'UNAUTHORIZED', 'FORBIDDEN', 'ok', 'ok'],
      ['system', 'UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
    ]);
  });

  it('a permission admits the staff member who holds it, and a key only if it holds it and it is not people-only', () => {
    const FULFILMENT: Actor = {
      userId: 3,
      role: 'admin',
      sessionId: 's3',
      permissions: ['orders:read', 'orders:write', 'catalogue:read'],
    };
    const key = (permissions: Permission[]): Actor => ({
      role: 'integration',
      apiKeyId: 1,
      makerUserId: 1,
      permissions,
    });
    expect(outcome(FULFILMENT, 'orders:write')).toBe('ok');
    expect(outcome(FULFILMENT, 'staff')).toBe('ok');
    for (const denied of ['orders:refund', 'catalogue:write', 'analytics:read'] as const) {
      expect(outcome(FULFILMENT, denied), denied).toBe('FORBIDDEN');
    }
    expect(outcome(key(['orders:write']), 'orders:write')).toBe('ok');
    expect(outcome(key(['orders:read']), 'orders:write')).toBe('FORBIDDEN');
    // Even a key whose permissions somehow name a people-only one is refused it.
    for (const people of KEY_FORBIDDEN_PERMISSIONS) {
      expect(outcome(key([...PERMISSIONS]), people), people).toBe('FORBIDDEN');
    }
    for (const access of ['user', 'staff'] as const) {
      expect(outcome(key([...PERMISSIONS]), access), access).toBe('FORBIDDEN');
    }
    expect(mayMoveMoney(ADMIN)).toBe(true);
    expect(mayMoveMoney(FULFILMENT)).toBe(false);
    expect(mayMoveMoney(key([...PERMISSIONS]))).toBe(false);
    expect(mayMoveMoney(SYSTEM)).toBe(true);
  });

  it('refuses use cases that do not declare their cache rules', () => {
    const base = {
      access: 'catalogue:write' as const,
      input: z.undefined(),
      handler: async () => 1,
    };
    expect(() => defineUseCase({ ...base, name: 'x', kind: 'mutation' })).toThrow(
      /must declare the caches it invalidates/,
    );
    expect(() =>
      defineUseCase({ ...base, name: 'y', kind: 'query', cachedIn: 'catalogue' }),
    ).toThrow(/only public queries/);
    expect(() =>
      defineUseCase({ ...base, name: 'z', kind: 'query', invalidates: ['catalogue'] }),
    ).toThrow(/cannot invalidate/);
  });
});

describe('declared cache invalidation', () => {
  it('clears exactly the declared caches once the handler is done, never while it runs', async () => {
    const caches = createLocalCaches();
    const seen: string[] = [];
    const write = defineUseCase({
      name: 'test.write',
      access: 'public',
      kind: 'mutation',
      invalidates: ['content'],
      input: z.strictObject({ fail: z.boolean() }),
      async handler(_ctx, { fail }) {
        // While the handler runs (its transaction not yet committed) nothing is cleared.
        seen.push(String(caches.content.peek('k')));
        if (fail) throw new Error('boom');
        return 'done';
      },
    });
    const ctx = { caches, actor: null } as unknown as Parameters<typeof write.run>[0];
    const load = async () => 'cached';
    const fill = async () => {
      await caches.catalogue.get('k', load);
      await caches.content.get('k', load);
    };

    await fill();
    expect(await write.run(ctx, { fail: false })).toBe('done');
    expect(caches.content.peek('k')).toBeUndefined();
    expect(caches.catalogue.peek('k')).toBe('cached');

    // A handler can fail after its commit (reading the result back): the clear happens anyway.
    await fill();
    await expect(write.run(ctx, { fail: true })).rejects.toThrow('boom');
    expect(caches.content.peek('k')).toBeUndefined();
    expect(caches.catalogue.peek('k')).toBe('cached');
    expect(seen).toEqual(['cached', 'cached']);
  });
});

describeEachDialect('house rules on the database', (t) => {
  beforeEach(() => t.truncate());

  async function variantWithStock(quantity: number) {
    const ctx = systemContext(depsFor(t), 'test');
    const material = await materials.create.run(ctx, { name: 'Canvas' });
    const frameMaterial = await frameMaterials.create.run(ctx, { name: 'Oak Wood' });
    const size = await createSize.run(ctx, { width: 12, height: 18 });
    const frame = await createFrame.run(ctx, {
      name: 'Oak Classic',
      basePrice: 999,
      description: 'Solid oak',
      colors: ['Oak'],
      materialId: material.materialId,
      frameMaterialId: frameMaterial.frameMaterialId,
      frameShape: 'Rectangle',
      weight: 1,
      origin: '',
      careInstruction: [],
      includes: [],
      isNewArrival: false,
      isOffer: false,
      sizes: [{ sizeId: size.sizeId, price: 999, offer_price: null, total_qty: quantity }],
    });
    return frame.frameSizes[0]!.frameSizeId;
  }

  it('system work writes with no person as author', async () => {
    const frameSizeId = await variantWithStock(3);
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['frameSizeId', 'delta', 'actorUserId', 'reason'])
      .execute();
    expect(movements.map((m) => [Number(m.frameSizeId), Number(m.delta), m.actorUserId])).toEqual([
      [frameSizeId, 3, null],
    ]);
  });

  it('concurrent buyers of the last five frames: five succeed, the rest get 409, never below zero', async () => {
    const frameSizeId = await variantWithStock(5);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction().execute((trx) =>
          takeStockOrConflict(trx, {
            frameSizeId,
            quantity: 1,
            reason: 'order_reserve',
            actorUserId: 100 + i,
            at: Date.now(),
          }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(7);
    for (const reason of lost) {
      expect(reason).toMatchObject({ code: 'CONFLICT' });
      expect(String(reason.message)).toMatch(
        /^(Only \d+ left of|Oak Classic 12x18 is out of stock)/,
      );
    }
    const row = await t.db
      .selectFrom('frame_sizes')
      .select('remainedQty')
      .where('frameSizeId', '=', frameSizeId)
      .executeTakeFirstOrThrow();
    expect(Number(row.remainedQty)).toBe(0);
    expect(await stockDiscrepancies(t.db)).toEqual([]);
  });

  it('names what is left when a line is short, and changes nothing', async () => {
    const frameSizeId = await variantWithStock(2);
    await expect(
      t.db.transaction().execute((trx) =>
        takeStockOrConflict(trx, {
          frameSizeId,
          quantity: 3,
          reason: 'order_reserve',
          actorUserId: 9,
          at: 1,
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only 2 left of Oak Classic 12x18' });
    expect(await t.db.selectFrom('stock_movements').select('movementId').execute()).toHaveLength(1);
    expect(await stockDiscrepancies(t.db)).toEqual([]);
  });

  it('refuses the most common passwords at sign-up, creating nothing', async () => {
    const deps = depsFor(t);
    const person = { firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com' };
    for (const password of ['password123', 'iloveyou', 'Qwertyuiop']) {
      await expect(signup.execute(ctxFor(deps), { ...person, password })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'This password is too common. Please choose one that is harder to guess.',
      });
    }
    expect(await t.db.selectFrom('users').select('userId').execute()).toEqual([]);
    await signup.execute(ctxFor(deps), { ...person, password: 'Marigold-Chai-2026' });
  });

  it('counts successful sign-ups against the per-IP budget too', async () => {
    const throttle = new AuthThrottle({
      failuresPerKey: 10,
      failuresPerIp: 100,
      windowSeconds: 900,
      signupsPerIp: 3,
      signupWindowSeconds: 3600,
    });
    const deps = depsFor(t, { throttle });
    const make = (n: number, ip = '198.51.100.4') =>
      signup.execute(ctxFor(deps, null, ip), {
        firstName: 'P',
        lastName: 'Q',
        email: `p${n}@example.com`,
        password: 'Jasmine-Tea-Garden',
      });
    for (const n of [1, 2, 3]) await make(n);
    await expect(make(4)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await make(5, '198.51.100.5');
    expect(await t.db.selectFrom('users').select('email').execute()).toHaveLength(4);
  });
});

describeEachDialect('login throttle under a burst', (t) => {
  it('lets no more wrong passwords through than the budget, however parallel', async () => {
    const throttle = new AuthThrottle({
      failuresPerKey: 10,
      failuresPerIp: 100,
      windowSeconds: 900,
    });
    const deps = depsFor(t, { throttle });
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        login.execute(ctxFor(deps), { email: 'victim@example.com', password: 'guess-guess' }),
      ),
    );
    const codes = answers.map((a) => (a.status === 'rejected' ? a.reason.code : 'ok'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
  });
});

describeEachDialect('private files', (t) => {
  it('keeps private uploads out of the public folder', async () => {
    const ctx = systemContext(depsFor(t), 'test');
    const [key] = await storeImages(ctx, { area: 'private', folder: 'photos' }, [
      await testImage('jpeg'),
    ]);
    expect(readdirSync(join(privateDir, 'photos')).filter((f) => f.startsWith(key!))).toHaveLength(
      3,
    );
    expect(existsSync(join(uploadsDir, 'photos'))).toBe(false);
    expect(await ctx.files.private.read(`photos/${key}-800.webp`)).toBeInstanceOf(Buffer);
    expect(await ctx.files.public.read(`photos/${key}-800.webp`)).toBeNull();
  });
});
