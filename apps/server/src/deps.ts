import type { Database } from '@frameshop/db/create-db';
import { ReadCache } from '@frameshop/domain/catalogue/read-cache';
import { LocalDiskStorage } from '@frameshop/domain/media/image-storage';
import type { DomainDeps } from '@frameshop/domain/shared/context';
import { AuthThrottle } from '@frameshop/domain/users/auth-throttle';
import type { Config } from './config';

/** The domain's dependencies for this process: built once, shared by tRPC, REST and boot. */
export function createDomainDeps(
  config: Config,
  database: Database,
  overrides: Partial<DomainDeps> = {},
): DomainDeps {
  return {
    db: database.db,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    throttle: new AuthThrottle(),
    now: Date.now,
    images: new LocalDiskStorage(config.uploadsDir),
    catalogueCache: new ReadCache(),
    ...overrides,
  };
}
