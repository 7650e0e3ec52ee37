import { createDatabase } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { loadConfig } from '../config';

// `npm run db:migrate`: the same migrations the server runs at start, without starting it.
const config = loadConfig();
const database = createDatabase(config.DATABASE_URL, { baseDir: config.sqliteBaseDir });
try {
  const { results = [] } = await migrateToLatest(database.db);
  for (const r of results) console.log(`${r.status.padEnd(7)} ${r.migrationName}`);
  console.log(results.length ? `Applied ${results.length} migration(s).` : 'Already up to date.');
} finally {
  await database.destroy();
}
