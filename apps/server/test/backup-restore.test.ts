import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Database } from '@frameshop/db/create-db';
import { migrateToLatest } from '@frameshop/db/migrate';
import { withAdminConnection } from '@frameshop/db/testing/mysql-server';
import { createEmptyDatabase, describeEachDialect } from '@frameshop/db/testing/test-database';
import { rebuildSalesRollups } from '@frameshop/domain/analytics/sales-rollup.published';
import { stockDiscrepancies } from '@frameshop/domain/catalogue/stock.repository';
import { rollupSnapshot } from '@frameshop/domain/testing/sales-fixtures';
import { brokenStockInvariants } from '@frameshop/domain/testing/stock-invariants';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupDatabase } from '../src/ops/backup';
import { mysqlTarget, withOptionFile } from '../src/ops/mysql-client';
import { restoreDatabase } from '../src/ops/restore';
import { tableCounts } from './helpers';
import { runCli, startWriteLoad, useBackupShop, withDatabase } from './support/backup-load';

/**
 * Backups (issue 19, section 7): taken while orders come in, restored into a fresh database, the
 * copy is consistent (every order with its lines, the stock ledger, the sales rollups); a
 * restore into a database that holds anything is refused and changes nothing.
 */
describeEachDialect(
  'backup and restore',
  (t, dialect) => {
    const shop = useBackupShop(t);
    const outDir = mkdtempSync(join(tmpdir(), 'frameshop-test-backups-'));
    const ops = { baseDir: '/', outDir };
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    /**
     * What a restored copy must be: migrations a no-op (the dump carries Kysely's table), every
     * order with its lines exactly as the live shop has them (lines never change), the stock
     * ledger summing to each size's remaining with remaining + held + sold = total, and the
     * sales rollups (holding the paid past orders) equal to a rebuild from the orders.
     */
    async function expectConsistent(copy: Database): Promise<number> {
      expect((await migrateToLatest(copy.db)).results).toEqual([]);
      const ids = (await copy.db.selectFrom('orders').select('orderId').execute()).map(
        (o) => o.orderId,
      );
      const lines = (db: Database['db']) =>
        db
          .selectFrom('order_items')
          .selectAll()
          .where('orderId', 'in', ids)
          .orderBy('orderItemId')
          .execute();
      const copied = await lines(copy.db);
      expect(new Set(copied.map((l) => Number(l.orderId))).size).toBe(ids.length);
      expect(copied).toEqual(await lines(t.db));
      expect((await tableCounts(copy)).order_items).toBe(copied.length);
      expect(await brokenStockInvariants(copy)).toEqual([]);
      expect(await stockDiscrepancies(copy.db)).toEqual([]);
      const rollups = await rollupSnapshot(copy.db);
      expect(rollups.totals.length).toBeGreaterThan(0);
      await copy.db.transaction().execute((trx) => rebuildSalesRollups(trx));
      expect(await rollupSnapshot(copy.db)).toEqual(rollups);
      return ids.length;
    }

    /** Runs `backup` while orders come in: some of the load's orders before it, some after. */
    async function underLoad<T>(backup: () => Promise<T>, workers = 4) {
      const before = (await tableCounts(t)).orders ?? 0;
      const load = startWriteLoad(t, shop, workers);
      await load.until(12);
      const result = await backup();
      await load.until(load.placed() + 12);
      await load.stop();
      return { result, before, after: (await tableCounts(t)).orders ?? 0 };
    }

    it('a backup under write load restores into a fresh database, consistent', async () => {
      const {
        result: backup,
        before,
        after,
      } = await underLoad(() => backupDatabase({ ...ops, databaseUrl: t.url, gzip: true }));
      expect(backup.file).toMatch(
        new RegExp(`/frameshop-\\d{4}-\\d\\d-\\d\\dT\\d{6}\\.\\d{3}Z-${dialect}\\.(db|sql)\\.gz$`),
      );
      expect(statSync(backup.file).mode & 0o777).toBe(0o600);
      const target = await createEmptyDatabase(dialect);
      try {
        const restored = await restoreDatabase({
          ...ops,
          databaseUrl: target.url,
          file: backup.file,
        });
        expect(restored.pendingMigrations).toEqual([]);
        const orders = await withDatabase(target.url, expectConsistent);
        // Taken mid-load: some of the load's orders are in it, the later ones are not.
        expect(orders).toBeGreaterThan(before);
        expect(orders).toBeLessThan(after);
      } finally {
        await target.drop();
      }
    }, 60_000);

    it('a quiet backup restores every row; restoring into a database that holds anything is refused and changes nothing', async () => {
      const backup = await backupDatabase({ ...ops, databaseUrl: t.url });
      const counts = await tableCounts(t);
      const target = await createEmptyDatabase(dialect);
      try {
        await restoreDatabase({ ...ops, databaseUrl: target.url, file: backup.file });
        expect(await withDatabase(target.url, tableCounts)).toEqual(counts);
      } finally {
        await target.drop();
      }
      const orders = await t.db.selectFrom('orders').selectAll().orderBy('orderId').execute();
      await expect(
        restoreDatabase({ ...ops, databaseUrl: t.url, file: backup.file }),
      ).rejects.toThrow(/is not empty \(\d+ tables, .*restore only into an empty database/);
      expect(await tableCounts(t)).toEqual(counts);
      expect(await t.db.selectFrom('orders').selectAll().orderBy('orderId').execute()).toEqual(
        orders,
      );
    }, 30_000);

    it('npm run backup under load and npm run restore, as processes; a second restore is refused', async () => {
      const dir = join(outDir, 'cli');
      const {
        result: backup,
        before,
        after,
      } = await underLoad(() => runCli('backup', [], { DATABASE_URL: t.url, BACKUP_DIR: dir }));
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const file = join(dir, files[0] ?? '');
      expect(backup.stdout).toContain(`Backup written: ${file}`);

      const target = await createEmptyDatabase(dialect);
      try {
        const env = { DATABASE_URL: target.url };
        const restore = await runCli('restore', [file], env);
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain('Schema up to date: no migrations pending.');
        const orders = await withDatabase(target.url, expectConsistent);
        expect(orders).toBeGreaterThan(before);
        expect(orders).toBeLessThan(after);

        const counts = await withDatabase(target.url, tableCounts);
        const again = await runCli('restore', [file], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/is not empty .*Nothing was changed\.\n$/);
        expect(await withDatabase(target.url, tableCounts)).toEqual(counts);
      } finally {
        await target.drop();
      }
    }, 60_000);

    it.runIf(dialect === 'mysql')(
      'a dump the MySQL client rejects: its own message, and what to do next',
      async () => {
        const target = await createEmptyDatabase('mysql');
        const file = join(outDir, 'frameshop-broken-mysql.sql.gz');
        writeFileSync(file, gzipSync('CREATE TABLE kept (id INT);\nTHIS IS NOT SQL;\n'));
        try {
          await expect(restoreDatabase({ ...ops, databaseUrl: target.url, file })).rejects.toThrow(
            /^mariadb failed \(exit 1\): .*ERROR 1064 .*\n.* may now hold part of the backup: drop and create it again/s,
          );
          const tables = await withDatabase(target.url, (d) => d.db.introspection.getTables());
          expect(tables.map((table) => table.name)).toEqual(['kept']);
        } finally {
          await target.drop();
        }
      },
    );

    it.runIf(dialect === 'mysql')(
      'a MySQL user whose password has quotes, #, ; and a backslash backs up and restores',
      async () => {
        const target = await createEmptyDatabase('mysql');
        const server = inject('mysqlServerUrl');
        const user = `frameshop_bk_${randomBytes(4).toString('hex')}`;
        const password = `p#a;ss "w'o\\rd $HOME`;
        const db = (url: string) => new URL(url).pathname.slice(1);
        const as = (url: string) => {
          const u = new URL(url);
          u.username = user;
          u.password = encodeURIComponent(password);
          return u.toString();
        };
        try {
          await withAdminConnection(server, async (c) => {
            await c.query(`CREATE USER ?@'%' IDENTIFIED BY ?`, [user, password]);
            for (const name of [db(t.url), db(target.url)]) {
              await c.query(`GRANT ALL ON \`${name}\`.* TO ?@'%'`, [user]);
            }
          });
          const backup = await backupDatabase({ ...ops, databaseUrl: as(t.url) });
          const restored = await restoreDatabase({
            ...ops,
            databaseUrl: as(target.url),
            file: backup.file,
          });
          expect(restored.target).not.toContain(encodeURIComponent(password));
          expect(restored.pendingMigrations).toEqual([]);
          const counts = await withDatabase(target.url, (copy) => tableCounts(copy));
          expect(counts.orders).toBeGreaterThan(0);
        } finally {
          await withAdminConnection(server, (c) => c.query(`DROP USER IF EXISTS ?@'%'`, [user]));
          await target.drop();
        }
      },
      30_000,
    );
  },
  { sqliteFile: true },
);

describe('backup and restore: what the operator is told', () => {
  it('a file that is not a sound backup, or one for the other engine, is refused and leaves no database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'frameshop-test-restore-'));
    const restore = (file: string) =>
      restoreDatabase({ databaseUrl: `sqlite:${join(dir, 'shop.db')}`, baseDir: '/', file });
    writeFileSync(join(dir, 'frameshop-x-sqlite.db'), 'not a database '.repeat(400));
    writeFileSync(join(dir, 'frameshop-x-mysql.sql.gz'), gzipSync('SELECT 1;'));
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    await expect(restore(join(dir, 'frameshop-x-sqlite.db'))).rejects.toThrow(
      /is not a sound SQLite backup: file is not a database/,
    );
    await expect(restore(join(dir, 'frameshop-x-mysql.sql.gz'))).rejects.toThrow(
      /is a mysql backup but DATABASE_URL is sqlite/,
    );
    await expect(restore(join(dir, 'notes.txt'))).rejects.toThrow(/not a backup of this shop/);
    await expect(restore(join(dir, 'missing.db'))).rejects.toThrow(/missing\.db: no such file/);
    expect(readdirSync(dir).sort()).toEqual([
      'frameshop-x-mysql.sql.gz',
      'frameshop-x-sqlite.db',
      'notes.txt',
    ]);
  });

  it('a MySQL backup without mariadb-dump or mysqldump says so and writes nothing', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'frameshop-test-backups-'));
    const empty = mkdtempSync(join(tmpdir(), 'frameshop-test-no-clients-'));
    await expect(
      backupDatabase({
        databaseUrl: 'mysql://shop:secret@127.0.0.1:3306/frameshop',
        baseDir: '/',
        outDir,
        searchPath: empty,
      }),
    ).rejects.toThrow(/No mariadb-dump or mysqldump on the PATH.*Nothing was written/);
    expect(readdirSync(outDir)).toEqual([]);
  });

  it('the credentials go to the dump client in an owner-only option file, removed afterwards', async () => {
    const target = mysqlTarget('mysql://shop:p%23a%3Bss%20%22w%5Co@db.local:3307/frameshop');
    expect(target).toMatchObject({ user: 'shop', password: 'p#a;ss "w\\o', port: 3307 });
    let seen = '';
    const path = await withOptionFile(target, async (file) => {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      seen = readFileSync(file, 'utf8');
      return file;
    });
    expect(seen).toContain('password="p#a;ss \\"w\\\\o"');
    expect(existsSync(path)).toBe(false);
  });
});
