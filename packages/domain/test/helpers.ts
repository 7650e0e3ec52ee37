import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { ReadCache } from '../src/catalogue/read-cache';
import { LocalDiskStorage } from '../src/media/image-storage';
import type { Actor, DomainDeps, ServiceContext } from '../src/shared/context';
import { AuthThrottle, DEFAULT_THROTTLE } from '../src/users/auth-throttle';

/** One scratch uploads folder per test file. */
export const uploadsDir = mkdtempSync(join(tmpdir(), 'frameshop-uploads-'));

export function depsFor(t: TestDatabase, overrides: Partial<DomainDeps> = {}): DomainDeps {
  return {
    db: t.db,
    sessionTtlMs: 30 * 24 * 3600_000,
    throttle: new AuthThrottle(DEFAULT_THROTTLE),
    now: () => Date.now(),
    images: new LocalDiskStorage(uploadsDir),
    catalogueCache: new ReadCache(),
    ...overrides,
  };
}

export function ctxFor(
  deps: DomainDeps,
  actor: Actor | null = null,
  ip = '203.0.113.7',
): ServiceContext {
  return { ...deps, actor, ip };
}
