import { migrations } from '@frameshop/migrations';
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';

export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: result.error,
    });
  }
  return result;
}
