import type { SellerDetails } from '@frameshop/contracts/invoices/invoices';
import type { OrderLimits } from '@frameshop/contracts/orders/cart-limits';
import type { PricingRules } from '@frameshop/contracts/orders/pricing';
import type { Permission } from '@frameshop/contracts/staff/permissions';
import type { Role } from '@frameshop/contracts/users/schemas';
import type { DB } from '@frameshop/db/schema';
import type { Kysely } from 'kysely';
import type { Caches } from './cache';
import { AppError } from './errors';
import type { Mailer, MailSettings } from './mailer';
import type { PaymentDeps } from './payment';
import type { FileStores } from './storage';
import type { Throttle } from './throttle';
import type { WebhookSettings } from './webhooks';

/** A signed-in person, as a session proves them. The only actor an HTTP adapter can produce. */
export interface PersonActor {
  userId: number;
  /** 'admin' for any staff member (one with a staff role), 'user' for a shopper. */
  role: Role;
  sessionId: string;
  /**
   * What the person's staff role holds, read with the session on every request (never cached
   * in it): a role changed or taken away applies to the next call. Empty for a shopper.
   */
  permissions: readonly Permission[];
}

/**
 * Work no person does: the demo seed, payment settlement, the reconciler and expiry jobs.
 * Made only by `systemContext()`, which no adapter calls; see `access: 'system'`.
 */
export interface SystemActor {
  role: 'system';
  /** What the work is, for logs and ledgers ('seed', 'payment-reconciler', ...). */
  job: string;
}

/**
 * Another system calling with an API key. Not a person: it has no cart, orders or profile, so
 * `access: 'user'` use cases refuse it. It acts for the staff member who made the key: its
 * permissions are the key's scopes that the maker holds now (read on every request), never
 * one of KEY_FORBIDDEN_PERMISSIONS (docs/decisions/0024-staff-roles-and-permissions.md).
 */
export interface IntegrationActor {
  role: 'integration';
  apiKeyId: number;
  /** The staff member the key acts for. */
  makerUserId: number;
  permissions: readonly Permission[];
}

/** What an HTTP adapter can produce: a session's person, or an API key's integration. */
export type HttpActor = PersonActor | IntegrationActor;

/** Who is calling. Anonymous callers have no actor. */
export type Actor = PersonActor | SystemActor | IntegrationActor;

/** What the domain needs from the outside world, built once at boot (see wiring.ts). */
export interface DomainDeps {
  db: Kysely<DB>;
  sessionTtlMs: number;
  throttle: Throttle;
  now: () => number;
  /** Uploaded files: `public` is served from /uploads, `private` never is. */
  files: FileStores;
  /** Hot public reads per domain; mutations declare which ones they invalidate. */
  caches: Caches;
  /** Outgoing e-mail (SMTP, or an outbox folder of .eml files). */
  mailer: Mailer;
  mail: MailSettings;
  /** GST rate, shipping fee and free-shipping threshold (configuration; see the README). */
  pricing: PricingRules;
  /** Unpaid orders per account and units per line (configuration; issue 19). */
  limits: OrderLimits;
  /** The payment gateway and how shoppers come back from it (issue 12). */
  payment: PaymentDeps;
  /** Outgoing webhooks: private addresses, the low-stock mark, the timeout (issue 22). */
  webhooks: WebhookSettings;
  /** The seller on tax invoices until an admin saves one (SELLER_* settings; issue 23). */
  seller?: SellerDetails | null;
}

/** One call: the dependencies plus who is asking and from where. */
export interface ServiceContext extends DomainDeps {
  actor: Actor | null;
  ip: string;
  /** The scheme and host the caller used ("http://localhost:3000"), when over HTTP. */
  origin?: string;
  /** The caller's User-Agent header, when over HTTP: what the devices list names (issue 22). */
  userAgent?: string;
  /** The running use case's name, set by `run()`: the audit log's action (decision 0025). */
  action?: string;
}

/** The signed-in person behind a call, or null (anonymous, system work, or an API key). */
export function personOf(actor: Actor | null): PersonActor | null {
  return actor && actor.role !== 'system' && actor.role !== 'integration' ? actor : null;
}

/**
 * The signed-in person a shopper-facing use case acts for: anonymous callers (and system work,
 * which has no cart or orders) get the 401 a person would.
 */
export function shopper(ctx: ServiceContext): PersonActor {
  const person = personOf(ctx.actor);
  if (!person) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  return person;
}

/** The user id to record as the author of a change, or null for system work. */
export function actingUserId(actor: Actor | null): number | null {
  return personOf(actor)?.userId ?? null;
}

/** The context of system work. Only boot code and jobs call this; no adapter does. */
export function systemContext(deps: DomainDeps, job: string): ServiceContext {
  return { ...deps, actor: { role: 'system', job }, ip: '127.0.0.1' };
}
