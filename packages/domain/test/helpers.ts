import type { TestDatabase } from '@frameshop/db/testing/test-database';
import type { Actor, DomainDeps, ServiceContext } from '../src/shared/context';
import { AuthThrottle, DEFAULT_THROTTLE } from '../src/users/auth-throttle';

export function depsFor(t: TestDatabase, overrides: Partial<DomainDeps> = {}): DomainDeps {
  return {
    db: t.db,
    sessionTtlMs: 30 * 24 * 3600_000,
    throttle: new AuthThrottle(DEFAULT_THROTTLE),
    now: () => Date.now(),
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
