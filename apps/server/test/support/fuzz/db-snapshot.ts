import { createHash } from 'node:crypto';
import type { Database } from '@frameshop/db/create-db';
import { TABLES_CHILD_FIRST } from '@frameshop/db/schema';

/** Per table: its row count and a digest of every row. Two equal snapshots: nothing changed. */
export type Snapshot = Record<string, string>;

const plain = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);

/**
 * Reads every table whole: cheap on the fuzz suite's small database, and exact. Rows are
 * sorted as text, so the engine's row order does not matter. The tables are read at once: on
 * MariaDB the pool's connections take them side by side (one after another, some fifty round
 * trips per fuzzed request made the MariaDB half of the suite take two minutes); nothing else
 * writes meanwhile, the fuzzer waits for each answer.
 */
export async function snapshot(database: Database): Promise<Snapshot> {
  const digests = await Promise.all(
    TABLES_CHILD_FIRST.map(async (table) => {
      const rows = await database.db.selectFrom(table).selectAll().execute();
      const digest = createHash('sha1')
        .update(
          rows
            .map((row) => JSON.stringify(row, plain))
            .sort()
            .join('\n'),
        )
        .digest('hex');
      return [table, `${rows.length} rows ${digest.slice(0, 12)}`] as const;
    }),
  );
  return Object.fromEntries(digests);
}

/** The tables whose snapshot differs, as `table: before -> after`. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} -> ${after[table]}`);
}
