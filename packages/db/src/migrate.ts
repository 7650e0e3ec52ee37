import { migrations } from '@frameshop/migrations';
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';

function migratorFor<T>(db: Kysely<T>): Migrator {
  return new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  const result = await migratorFor(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: result.error,
    });
  }
  return result;
}

/** Names of the migrations this code has that the database has not run (nothing is applied). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
