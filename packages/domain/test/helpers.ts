import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSIONS, type Permission } from '@frameshop/contracts/staff/permissions';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import type { Actor, DomainDeps, PersonActor, ServiceContext } from '../src/shared/context';
import { createDomainDeps } from '../src/wiring';

/** One scratch uploads folder (and its private twin) per test file. */
export const uploadsDir = mkdtempSync(join(tmpdir(), 'frameshop-uploads-'));
export const privateDir = mkdtempSync(join(tmpdir(), 'frameshop-private-'));
export const outboxDir = mkdtempSync(join(tmpdir(), 'frameshop-outbox-'));

/**
 * Limits high enough that no test about something else meets them; the defaults (2 unpaid
 * orders, 10 of one item) are tested on their own (orders/order-limits.test.ts), the COD ones
 * in orders/cod-limits.test.ts.
 */
export const GENEROUS_LIMITS = {
  maxUnpaidOrders: 1000,
  maxLineQuantity: 20,
  maxCodOrders: 1000,
  codConfirmHours: 48,
};

export function depsFor(t: TestDatabase, overrides: Partial<DomainDeps> = {}): DomainDeps {
  return createDomainDeps(
    {
      db: t.db,
      publicFilesDir: uploadsDir,
      privateFilesDir: privateDir,
      sessionTtlMs: 30 * 24 * 3600_000,
      limits: GENEROUS_LIMITS,
      mail: {
        outboxDir,
        from: 'Frame Shop <no-reply@frameshop.test>',
        adminNotifyEmail: 'owner@frameshop.test',
        shopName: 'Frame Shop',
        publicUrl: 'http://localhost:3000',
        log: () => {},
      },
    },
    overrides,
  );
}

/**
 * A person as tests write them: without `permissions`, an 'admin' is an Owner (every
 * permission) and a shopper holds none, as the session would read them.
 */
export type TestActor =
  | Exclude<Actor, PersonActor>
  | (Omit<PersonActor, 'permissions'> & { permissions?: readonly Permission[] });

export function personActor(actor: TestActor): Actor {
  if (actor.role === 'system' || actor.role === 'integration') return actor;
  return {
    ...actor,
    permissions: actor.permissions ?? (actor.role === 'admin' ? PERMISSIONS : []),
  };
}

export function ctxFor(
  deps: DomainDeps,
  actor: TestActor | null = null,
  ip = '203.0.113.7',
): ServiceContext {
  return { ...deps, actor: actor && personActor(actor), ip };
}

/** What a use case refused with (its AppError code and message); throws when it did not refuse. */
export async function refusal(
  run: () => Promise<unknown>,
): Promise<{ code?: string; message: string }> {
  try {
    await run();
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
}
