import { loadConfig } from '../config';
import { OpsError } from '../ops/ops-error';
import { restoreDatabase } from '../ops/restore';
import { fromCaller, runCli } from '../ops/run-cli';

// `npm run restore -- <backup file>`: into the empty database DATABASE_URL names (README, Backups).
const usage = 'usage: npm run restore -- <backup file>   (into the empty database of DATABASE_URL)';
await runCli(usage, {}, async ({ positionals }) => {
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new OpsError(usage);
  const config = loadConfig();
  const result = await restoreDatabase({
    databaseUrl: config.DATABASE_URL,
    baseDir: config.sqliteBaseDir,
    file: fromCaller(file),
  });
  console.log(`Restored ${file} into ${result.target}.`);
  console.log(
    result.pendingMigrations.length === 0
      ? 'Schema up to date: no migrations pending.'
      : `The backup predates ${result.pendingMigrations.length} migration(s) (${result.pendingMigrations.join(', ')}): the server applies them at start, or run npm run db:migrate.`,
  );
});
