import { DAY_MS, istDateString, istDayStartMs } from '@frameshop/contracts/analytics/ist';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditActorKind,
  type AuditEntryDto,
  type AuditFilter,
  type AuditPage,
  auditFilterInput,
  auditListInput,
} from '@frameshop/contracts/audit/audit';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { AuditLogRow } from '@frameshop/db/schema';
import { z } from 'zod';
import { csvText } from '../export/csv';
import { defineUseCase } from '../shared/use-case';
import * as repo from './audit.repository';

/**
 * Reading the audit log (docs/decisions/0025-audit-log.md): the Activity screen, an entity's
 * History tab, GET /api/audit and its CSV. Nothing here writes; `audit.published.ts` is the
 * writer, and `audit.prune` the retention sweep, the only thing that ever removes an entry.
 */

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function toDto(row: AuditLogRow): AuditEntryDto {
  return {
    auditId: toNumber(row.auditId),
    at: toIso(row.at),
    actor: {
      kind: row.actorKind as AuditActorKind,
      userId: row.actorUserId === null ? null : toNumber(row.actorUserId),
      apiKeyId: row.actorApiKeyId === null ? null : toNumber(row.actorApiKeyId),
      name: row.actorName,
    },
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: parseJson(row.before),
    after: parseJson(row.after),
  };
}

/** The filter as the repository takes it: IST days to a [from, to) range of epoch ms. */
function query(filter: AuditFilter) {
  return {
    entity: filter.entity,
    entityId: filter.entityId,
    actorUserId: filter.actorUserId,
    action: filter.action,
    fromMs: filter.from === undefined ? undefined : istDayStartMs(filter.from),
    toMs: filter.to === undefined ? undefined : istDayStartMs(filter.to) + DAY_MS,
  };
}

export const listAudit = defineUseCase({
  name: 'audit.list',
  access: 'audit:read',
  kind: 'query',
  input: auditListInput,
  async handler(ctx, { cursor, ...filter }): Promise<AuditPage> {
    // One row more than the page says whether there is a next page, without a COUNT.
    const rows = await repo.listEntries(ctx.db, {
      ...query(filter),
      beforeId: cursor === undefined ? undefined : Number(cursor),
      limit: AUDIT_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, AUDIT_PAGE_SIZE).map(toDto);
    const last = page.at(-1);
    return {
      data: page,
      nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? String(last.auditId) : null,
    };
  },
});

const CSV_BATCH = 1000;
const values = (v: Record<string, unknown> | null) => (v === null ? '' : JSON.stringify(v));

export const auditCsv = defineUseCase({
  name: 'audit.csv',
  access: 'audit:read',
  kind: 'query',
  input: auditFilterInput,
  async handler(ctx, filter): Promise<{ filename: string; csv: string }> {
    const rows: (string | number)[][] = [
      [
        'Audit id',
        'Time (IST)',
        'Actor kind',
        'Actor',
        'User id',
        'API key id',
        'IP',
        'Action',
        'Entity',
        'Entity id',
        'Before',
        'After',
      ],
    ];
    let beforeId: number | undefined;
    for (let read = 0; read < AUDIT_CSV_MAX_ROWS; read += CSV_BATCH) {
      const batch = await repo.listEntries(ctx.db, {
        ...query(filter),
        beforeId,
        limit: CSV_BATCH,
      });
      for (const row of batch) {
        const e = toDto(row);
        rows.push([
          e.auditId,
          istTime(toNumber(row.at)),
          e.actor.kind,
          e.actor.name,
          e.actor.userId ?? '',
          e.actor.apiKeyId ?? '',
          e.ip,
          e.action,
          e.entity,
          e.entityId,
          values(e.before),
          values(e.after),
        ]);
      }
      if (batch.length < CSV_BATCH) break;
      beforeId = toNumber(batch[batch.length - 1]?.auditId);
    }
    return { filename: `audit-${istDateString(ctx.now())}.csv`, csv: csvText(rows) };
  },
});

/** "2026-11-29 14:05:09" in IST. */
function istTime(ms: number): string {
  const ist = new Date(ms + 5.5 * 3600_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 19)}`;
}

const PRUNE_BATCH = 1000;

/**
 * Retention: entries older than AUDIT_RETENTION_DAYS go, by the hourly job only. The one path
 * that removes entries; it takes no filter but age, so it cannot pick entries to hide.
 */
export const pruneAudit = defineUseCase({
  name: 'audit.prune',
  access: 'system',
  kind: 'mutation',
  input: z.strictObject({ retentionDays: z.number().int().min(30) }),
  invalidates: [],
  async handler(ctx, { retentionDays }): Promise<{ pruned: number }> {
    const cutoff = ctx.now() - retentionDays * DAY_MS;
    let pruned = 0;
    for (;;) {
      const n = await ctx.db
        .transaction()
        .execute((trx) => repo.deleteOlderThan(trx, cutoff, PRUNE_BATCH));
      pruned += n;
      if (n < PRUNE_BATCH) return { pruned };
    }
  },
});
