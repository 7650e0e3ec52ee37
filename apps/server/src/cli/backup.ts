import { loadConfig } from '../config';
import { backupDatabase } from '../ops/backup';
import { fromCaller, runCli } from '../ops/run-cli';

// `npm run backup [-- --out <dir>] [--gzip]`: a consistent copy while the shop runs (README, Backups).
await runCli(
  'usage: npm run backup [-- --out <dir>] [--gzip]',
  { out: { type: 'string' }, gzip: { type: 'boolean' } },
  async ({ values }) => {
    const config = loadConfig();
    const started = Date.now();
    const result = await backupDatabase({
      databaseUrl: config.DATABASE_URL,
      baseDir: config.sqliteBaseDir,
      outDir: values.out ? fromCaller(values.out) : config.backupDir,
      gzip: values.gzip === true,
    });
    const kb = (result.bytes / 1024).toFixed(1);
    console.log(`Backup written: ${result.file} (${kb} kB, ${Date.now() - started} ms)`);
  },
);
