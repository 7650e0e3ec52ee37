import type { Generated, Insertable, Selectable } from 'kysely';

/** The append-only audit log (migration 0034, docs/decisions/0025-audit-log.md). */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  auditId: Generated<number>;
  at: number;
  /** 'staff' | 'apiKey' | 'system' | 'shopper'. */
  actorKind: string;
  actorUserId: number | null;
  actorApiKeyId: number | null;
  /** Resolved when written, so it survives the person's or key's deletion. */
  actorName: string;
  ip: string;
  /** The use case's name ('coupons.update'). */
  action: string;
  entity: string;
  entityId: string;
  /** JSON of the changed fields only; null for a creation (before) or a deletion (after). */
  before: string | null;
  after: string | null;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
