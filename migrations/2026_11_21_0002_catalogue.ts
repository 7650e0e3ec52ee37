import type { Kysely } from 'kysely';

/**
 * The catalogue. Money is integer paise, sizes are integer hundredths of an inch, weight is
 * grams: exact on both engines. Names carry a lower-cased `nameKey` with the unique index,
 * because SQLite compares case-sensitively and MySQL's collation does not; the key makes
 * "Oak" and "oak" collide on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, id, nameColumn] of [
    ['materials', 'materialId', 'materialName'],
    ['frame_materials', 'frameMaterialId', 'materialName'],
    ['thicknesses', 'thicknessId', 'thicknessValue'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(id, 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn(nameColumn, 'varchar(100)', (c) => c.notNull())
      .addColumn('nameKey', 'varchar(100)', (c) => c.notNull())
      .addUniqueConstraint(`${table}_name_unique`, ['nameKey'])
      .execute();
  }

  await db.schema
    .createTable('sizes')
    .addColumn('sizeId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('widthCenti', 'integer', (c) => c.notNull())
    .addColumn('heightCenti', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sizes_wxh_unique', ['widthCenti', 'heightCenti'])
    .execute();

  await db.schema
    .createTable('pair_prices')
    .addColumn('materialId', 'integer', (c) => c.notNull().references('materials.materialId'))
    .addColumn('frameMaterialId', 'integer', (c) =>
      c.notNull().references('frame_materials.frameMaterialId'),
    )
    .addColumn('pricePaise', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pair_prices_pk', ['materialId', 'frameMaterialId'])
    .execute();
  await db.schema
    .createIndex('pair_prices_frame_material_idx')
    .on('pair_prices')
    .column('frameMaterialId')
    .execute();

  await db.schema
    .createTable('one_side_prices')
    .addColumn('materialId', 'integer', (c) => c.primaryKey().references('materials.materialId'))
    .addColumn('pricePaise', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('frames')
    .addColumn('frameId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('basePricePaise', 'integer', (c) => c.notNull())
    // Short JSON lists, always read and written whole with the frame.
    .addColumn('colors', 'text', (c) => c.notNull())
    .addColumn('careInstruction', 'text', (c) => c.notNull())
    .addColumn('includes', 'text', (c) => c.notNull())
    .addColumn('materialId', 'integer', (c) => c.notNull().references('materials.materialId'))
    .addColumn('frameMaterialId', 'integer', (c) =>
      c.notNull().references('frame_materials.frameMaterialId'),
    )
    .addColumn('frameShape', 'varchar(32)', (c) => c.notNull())
    .addColumn('weightGrams', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('origin', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('isNewArrival', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isOffer', 'integer', (c) => c.notNull().defaultTo(0))
    // Kept by the reviews domain; the average is ratingSum / ratingCount.
    .addColumn('ratingSum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratingCount', 'integer', (c) => c.notNull().defaultTo(0))
    // Set instead of deleting when orders refer to the frame; archived frames are hidden.
    .addColumn('archivedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  // The list pages by newest first among live frames; the filters narrow on these columns.
  await db.schema
    .createIndex('frames_live_newest_idx')
    .on('frames')
    .columns(['archivedAt', 'createdAt', 'frameId'])
    .execute();
  await db.schema.createIndex('frames_material_idx').on('frames').column('materialId').execute();
  await db.schema
    .createIndex('frames_frame_material_idx')
    .on('frames')
    .column('frameMaterialId')
    .execute();

  await db.schema
    .createTable('frame_images')
    .addColumn('imageId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('frameId', 'integer', (c) =>
      c.notNull().references('frames.frameId').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // The random base name; the files are <key>-400.webp, -800 and -1600.
    .addColumn('fileKey', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('frame_images_frame_idx')
    .on('frame_images')
    .columns(['frameId', 'position'])
    .execute();

  await db.schema
    .createTable('frame_sizes')
    .addColumn('frameSizeId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('frameId', 'integer', (c) =>
      c.notNull().references('frames.frameId').onDelete('cascade'),
    )
    .addColumn('sizeId', 'integer', (c) => c.notNull().references('sizes.sizeId'))
    .addColumn('pricePaise', 'integer', (c) => c.notNull())
    .addColumn('offerPricePaise', 'integer')
    .addColumn('totalQty', 'integer', (c) => c.notNull())
    .addColumn('remainedQty', 'integer', (c) => c.notNull())
    .addColumn('purchasedQty', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('frame_sizes_frame_size_unique', ['frameId', 'sizeId'])
    .execute();
  await db.schema.createIndex('frame_sizes_size_idx').on('frame_sizes').column('sizeId').execute();

  // Every change of remainedQty, written in the same transaction as the change.
  await db.schema
    .createTable('stock_movements')
    .addColumn('movementId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('frameSizeId', 'integer', (c) =>
      c.notNull().references('frame_sizes.frameSizeId').onDelete('cascade'),
    )
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    // No foreign key: history outlives the account that made it.
    .addColumn('actorUserId', 'integer')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_frame_size_idx')
    .on('stock_movements')
    .column('frameSizeId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stock_movements',
    'frame_sizes',
    'frame_images',
    'frames',
    'one_side_prices',
    'pair_prices',
    'sizes',
    'thicknesses',
    'frame_materials',
    'materials',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
