import type { Role } from '@frameshop/contracts/users';
import type { DB } from '@frameshop/db/schema';
import type { Kysely } from 'kysely';
import type { ReadCache } from '../catalogue/read-cache';
import type { ImageStorage } from '../media/image-storage';
import type { AuthThrottle } from '../users/auth-throttle';

/** Who is calling. Anonymous callers have no actor. */
export interface Actor {
  userId: number;
  role: Role;
  sessionId: string;
}

/** What the domain needs from the outside world, built once at boot. */
export interface DomainDeps {
  db: Kysely<DB>;
  sessionTtlMs: number;
  throttle: AuthThrottle;
  now: () => number;
  /** Where uploaded images are written (local disk in this deployment). */
  images: ImageStorage;
  /** Hot catalogue reads; every catalogue write clears it (see read-cache.ts). */
  catalogueCache: ReadCache;
}

/** One call: the dependencies plus who is asking and from where. */
export interface ServiceContext extends DomainDeps {
  actor: Actor | null;
  ip: string;
}
