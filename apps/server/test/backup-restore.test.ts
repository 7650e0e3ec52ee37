import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '@frameshop/db/migrate';
import { withAdminConnection } from '@frameshop/db/testing/mysql-server';
import { createEmptyDatabase, describeEachDialect } from '@frameshop/db/testing/test-database';
import { rebuildSalesRollups } from '@frameshop/domain/analytics/sales-rollup.published';
import { rollupSnapshot } from '@frameshop/domain/testing/sales-fixtures';
import { brokenInvariants } from '@frameshop/domain/testing/stock-invariants';
import { describe, expect, inject, it } from 'vitest';
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

    it('a backup under write load restores into a fresh database, consistent', async () => {
      const before = (await tableCounts(t)).orders ?? 0;
      const load = startWriteLoad(t, shop);
      await load.until(12);
      const backup = await backupDatabase({ ...ops, databaseUrl: t.url });
      const placedByBackupEnd = load.placed();
      await load.until(placedByBackupEnd + 12);
      await load.stop();
      expect(backup.file).toMatch(
        new RegExp(
          `/frameshop-\\d{4}-\\d\\d-\\d\\dT\\d{6}\\.\\d{3}Z-${t.dialect}\\.(db|sql\\.gz)$`,
        ),
      );
      expect(statSync(backup.file).mode & 0o777).toBe(0o600);

      const target = await createEmptyDatabase(t.dialect);
      try {
        const restored = await restoreDatabase({
          ...ops,
          databaseUrl: target.url,
          file: backup.file,
        });
        expect(restored.pendingMigrations).toEqual([]);
        await withDatabase(target.url, async (copy) => {
          // Migrations are a no-op: the dump carried Kysely's migration table.
          expect((await migrateToLatest(copy.db)).results).toEqual([]);

          // Taken mid-load: some of the load's orders are in it, the later ones are not.
          const orders = await copy.db.selectFrom('orders').select('orderId').execute();
          const live = (await tableCounts(t)).orders ?? 0;
          expect(orders.length).toBeGreaterThan(before);
          expect(orders.length).toBeLessThan(live);

          // Every order has its lines, exactly as the live shop has them (lines never change).
          const ids = orders.map((o) => o.orderId);
          const lines = (db: typeof copy.db) =>
            db
              .selectFrom('order_items')
              .selectAll()
              .where('orderId', 'in', ids)
              .orderBy('orderItemId')
              .execute();
          const copied = await lines(copy.db);
          expect(new Set(copied.map((l) => Number(l.orderId))).size).toBe(ids.length);
          expect(copied).toEqual(await lines(t.db));
          expect(
            await copy.db.selectFrom('order_items').select('orderItemId').execute(),
          ).toHaveLength(copied.length);

          // The stock ledger sums to each size's remaining; remaining + held + sold = total.
          expect(await brokenInvariants(copy)).toEqual([]);

          // The sales rollups hold the paid past orders, and equal a rebuild from the orders.
          const rollups = await rollupSnapshot(copy.db);
          expect(rollups.totals.length).toBeGreaterThan(0);
          await copy.db.transaction().execute((trx) => rebuildSalesRollups(trx));
          expect(await rollupSnapshot(copy.db)).toEqual(rollups);
        });
      } finally {
        await target.drop();
      }
    }, 60_000);

    it('restoring into a database that holds anything is refused and changes nothing', async () => {
      const backup = await backupDatabase({ ...ops, databaseUrl: t.url });
      const counts = await tableCounts(t);
      const orders = await t.db.selectFrom('orders').selectAll().orderBy('orderId').execute();
      await expect(
        restoreDatabase({ ...ops, databaseUrl: t.url, file: backup.file }),
      ).rejects.toThrow(/is not empty \(\d+ tables, .*restore only into an empty database/);
      expect(await tableCounts(t)).toEqual(counts);
      expect(await t.db.selectFrom('orders').selectAll().orderBy('orderId').execute()).toEqual(
        orders,
      );
    });

    it('npm run backup and npm run restore, end to end; a second restore is refused', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'frameshop-test-cli-backups-'));
      const backup = await runCli('backup', [], { DATABASE_URL: t.url, BACKUP_DIR: dir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(backup.stdout).toContain(`Backup written: ${join(dir, files[0] ?? '')}`);

      const target = await createEmptyDatabase(t.dialect);
      try {
        const env = { DATABASE_URL: target.url };
        const file = join(dir, files[0] ?? '');
        const restore = await runCli('restore', [file], env);
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain('Schema up to date: no migrations pending.');
        const counts = await withDatabase(target.url, (copy) => tableCounts(copy));
        expect(counts).toEqual(await tableCounts(t));

        const again = await runCli('restore', [file], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/is not empty .*Nothing was changed\.\n$/);
        expect(await withDatabase(target.url, (copy) => tableCounts(copy))).toEqual(counts);
      } finally {
        await target.drop();
      }
    }, 30_000);
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

describe('backup: what the operator is told', () => {
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
