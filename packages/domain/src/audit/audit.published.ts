import type { AuditActorKind, AuditEntity } from '@frameshop/contracts/audit/audit';
import type { ServiceContext } from '../shared/context';
import type { Trx } from '../shared/db';
import * as repo from './audit.repository';

/**
 * The one audit writer (docs/decisions/0025-audit-log.md). Every use case that changes shop
 * data calls `recordChange` inside its own transaction, so the entry and the change commit or
 * roll back together: it takes `Trx`, so calling it outside a transaction does not compile.
 */

export interface Change {
  entity: AuditEntity;
  entityId: string | number;
  /** The row (or DTO) before the change; null or absent for a creation. */
  before?: object | null;
  /** The row (or DTO) after the change; null or absent for a deletion. */
  after?: object | null;
  /** Defaults to the running use case's name (set by `run()`); jobs name their step. */
  action?: string;
}

/**
 * Never written, whatever a caller passes: a password hash, a session or link token, a key or
 * a webhook's signing secret would outlive its use in every backup of the log. Matched on the
 * field's name, case-insensitively: `passwordHash`, `keyHash`, `tokenHash`, `secret`, `apiKey`.
 */
const SECRET_FIELD = /password|hash|token|secret|credential|(^|[a-z])key$/i;
/** Ids that end in "Key" are not keys: a photo's storage name is a path, not a secret. */
const NOT_SECRET = new Set(['photoKey', 'imageKey', 'fileKey']);

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) && !NOT_SECRET.has(name);
}

/** A long text (a news body) is cut: the log says what changed, not a second copy of it. */
const MAX_TEXT = 500;

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_TEXT) {
    return `${value.slice(0, MAX_TEXT)}… (${value.length} characters)`;
  }
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !isSecretField(k))
        .map(([k, v]) => [k, plain(v)]),
    );
  }
  return value;
}

/**
 * Only the fields that differ, each side with its own value. A creation lists every field
 * after; a deletion every field before. Secret fields are dropped at every depth.
 */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = before ? (plain(before) as Record<string, unknown>) : null;
  const a = after ? (plain(after) as Record<string, unknown>) : null;
  if (!b || !a) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const outBefore: Record<string, unknown> = {};
  const outAfter: Record<string, unknown> = {};
  for (const key of keys) {
    // Every update moves it: an entry already carries its own time.
    if (key === 'updatedAt') continue;
    const was = b[key] ?? null;
    const is = a[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    outBefore[key] = was;
    outAfter[key] = is;
  }
  return { before: outBefore, after: outAfter };
}

interface ResolvedActor {
  actorKind: AuditActorKind;
  actorUserId: number | null;
  actorApiKeyId: number | null;
  actorName: string;
}

async function resolveActor(trx: Trx, ctx: ServiceContext): Promise<ResolvedActor> {
  const actor = ctx.actor;
  if (!actor) {
    // A public request that changes shop data (the payment gateway's webhook) acts for no one.
    return {
      actorKind: 'system',
      actorUserId: null,
      actorApiKeyId: null,
      actorName: 'Public request',
    };
  }
  if (actor.role === 'system') {
    return {
      actorKind: 'system',
      actorUserId: null,
      actorApiKeyId: null,
      actorName: `System (${actor.job})`,
    };
  }
  if (actor.role === 'integration') {
    const key = await repo.apiKeyName(trx, actor.apiKeyId);
    return {
      actorKind: 'apiKey',
      actorUserId: actor.makerUserId,
      actorApiKeyId: actor.apiKeyId,
      actorName: key ? `API key "${key.name}"` : `API key #${actor.apiKeyId}`,
    };
  }
  if (actor.role !== 'admin') {
    // A shopper's name is not copied: erasing the account must leave none of it behind
    // (decision 0023); the user id says whose order it was while the account exists.
    return {
      actorKind: 'shopper',
      actorUserId: actor.userId,
      actorApiKeyId: null,
      actorName: `Shopper #${actor.userId}`,
    };
  }
  const person = await repo.personName(trx, actor.userId);
  const name = person ? `${person.firstName} ${person.lastName}`.trim() || person.email : '';
  return {
    actorKind: 'staff',
    actorUserId: actor.userId,
    actorApiKeyId: null,
    actorName: name || `Staff #${actor.userId}`,
  };
}

/** Writes one entry for `change`, in the caller's transaction. */
export async function recordChange(trx: Trx, ctx: ServiceContext, change: Change): Promise<void> {
  // Outside a use case (a test calling a published function directly) there is no name; the
  // enumerating test (test/audit/audit-entries.test.ts) checks every use case writes its own.
  const action = change.action ?? ctx.action ?? 'unnamed';
  const { before, after } = changedFields(change.before, change.after);
  const actor = await resolveActor(trx, ctx);
  await repo.insertEntry(trx, {
    at: ctx.now(),
    ...actor,
    // Cut to the columns (migration 0034): two 100-character names, or a long id, must not
    // turn the change itself into a MySQL error.
    actorName: actor.actorName.slice(0, 200),
    ip: ctx.ip.slice(0, 45),
    action,
    entity: change.entity,
    entityId: String(change.entityId).slice(0, 64),
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
  });
}

/** Several entries in one go (a reorder, a batch). */
export async function recordChanges(
  trx: Trx,
  ctx: ServiceContext,
  changes: readonly Change[],
): Promise<void> {
  for (const change of changes) await recordChange(trx, ctx, change);
}
