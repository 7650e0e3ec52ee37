import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Shoppers' own photos for custom frames (issue 10). The files live in the private media area
 * (never under /uploads): `photos/<photoKey>-original.<ext>` as uploaded, for printing, and
 * `photos/<photoKey>-preview.webp` for the customizer. `photoKey` is 128 random bits and is
 * what makes an upload its holder's (it rides in the cart). `clientAddress` counts the daily
 * quota per address; `orderedAt` is set by the orders domain so the expiry job keeps the photo.
 * The key is compared byte for byte on both engines: MySQL's default collation ignores case,
 * which would make `AbC…` and `aBc…` the same photo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('custom_photos')
    .addColumn('photoId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('photoKey', 'varchar(32)', (c) =>
      sqlite ? c.notNull().unique() : c.modifyFront(sql`COLLATE utf8mb4_bin`).notNull().unique(),
    )
    .addColumn('ownerUserId', 'integer', (c) => c.references('users.userId').onDelete('set null'))
    .addColumn('clientAddress', 'varchar(64)', (c) => c.notNull())
    .addColumn('originalExt', 'varchar(8)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('previewWidth', 'integer', (c) => c.notNull())
    .addColumn('previewHeight', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('orderedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('custom_photos_quota_idx')
    .on('custom_photos')
    .columns(['clientAddress', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('custom_photos_expiry_idx')
    .on('custom_photos')
    .columns(['orderedAt', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_photos').execute();
}
