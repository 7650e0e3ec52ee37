import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { describe, expect, it } from 'vitest';
import { recordChange } from '../../src/audit/audit.published';
import { pruneAudit } from '../../src/audit/audit.service';
import { systemContext } from '../../src/shared/context';
import { ctxFor, depsFor } from '../helpers';

/**
 * The audit log is append-only (decision 0025). Two halves: this file reads every source file
 * that could hold SQL and allows exactly one insert and one age-bounded delete, both in the
 * audit repository; test/audit/audit-entries.test.ts runs every staff and system mutation and
 * checks the entries written before each one are unchanged after it.
 */

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/domain/src', 'packages/api/src', 'packages/db/src', 'apps/server/src'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** Statements on the table, by file: Kysely builders and raw SQL alike. */
function statements(): { file: string; kind: string }[] {
  const found: { file: string; kind: string }[] = [];
  for (const file of SOURCES.flatMap((d) => files(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(ROOT, file);
    for (const m of text.matchAll(
      /(updateTable|deleteFrom|insertInto|replaceInto|mergeInto)\(\s*['"]audit_log['"]/g,
    )) {
      found.push({ file: rel, kind: m[1] as string });
    }
    for (const m of text.matchAll(
      /\b(UPDATE|DELETE\s+FROM|TRUNCATE|DROP\s+TABLE|ALTER\s+TABLE)\s+[`"]?audit_log/gi,
    )) {
      found.push({ file: rel, kind: (m[1] as string).toUpperCase() });
    }
  }
  return found;
}

describe('the audit log is append-only in the code', () => {
  it('has one insert and one delete (the retention sweep), both in the audit repository', () => {
    expect(statements()).toEqual([
      { file: 'packages/domain/src/audit/audit.repository.ts', kind: 'insertInto' },
      { file: 'packages/domain/src/audit/audit.repository.ts', kind: 'deleteFrom' },
    ]);
  });

  it('deletes only by age: the delete statement has no other filter than time and its batch', () => {
    const text = readFileSync(join(ROOT, 'packages/domain/src/audit/audit.repository.ts'), 'utf8');
    const sweep = text.slice(text.indexOf('export async function deleteOlderThan'));
    expect(sweep).toMatch(/where\('at', '<', cutoffMs\)/);
    expect(sweep).not.toMatch(/where\('(entity|entityId|action|actor\w*)'/);
  });

  it('notices a statement that would change an entry (the check can fail)', () => {
    const sample = "await db.updateTable('audit_log').set({ actorName: 'x' })";
    expect(/(updateTable|deleteFrom)\(\s*['"]audit_log['"]/.test(sample)).toBe(true);
  });
});

describeEachDialect('audit retention', (t) => {
  it('removes only entries older than the retention, by the system job alone', async () => {
    const deps = depsFor(t);
    const DAY = 24 * 3600_000;
    const now = Date.now();
    const write = (ageDays: number, entityId: string) =>
      t.db.transaction().execute((trx) =>
        recordChange(
          trx,
          { ...systemContext(deps, 'test'), now: () => now - ageDays * DAY },
          {
            action: 'test.write',
            entity: 'coupon',
            entityId,
            after: { value: 1 },
          },
        ),
      );
    await write(800, 'old');
    await write(731, 'just-old');
    await write(729, 'kept');
    await write(1, 'new');
    const admin = ctxFor(deps, { userId: 1, role: 'admin', sessionId: 's' });
    await expect(pruneAudit.run(admin, { retentionDays: 730 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const result = await pruneAudit.run(systemContext(deps, 'audit-retention'), {
      retentionDays: 730,
    });
    expect(result).toEqual({ pruned: 2 });
    const left = await t.db.selectFrom('audit_log').select('entityId').orderBy('auditId').execute();
    expect(left.map((r) => r.entityId)).toEqual(['kept', 'new']);
  });
});
