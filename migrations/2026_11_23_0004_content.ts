import { type Kysely, sql } from 'kysely';

/**
 * The content domain: news, the home page's sliders, social posts and wall, contact inquiries
 * and reviews. Times are epoch milliseconds. Images are stored as the random `imageKey` of the
 * shared media pipeline (files `<folder>/<key>-400|800|1600.webp`). News sections are a JSON
 * list in a text column (portable across SQLite and MySQL), validated by a zod schema on read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('newsId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('author', 'varchar(100)', (c) => c.notNull())
    .addColumn('shortDesc', 'varchar(500)', (c) => c.notNull())
    .addColumn('imageKey', 'varchar(64)')
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('news_newest_idx')
    .on('news')
    .columns(['createdAt', 'newsId'])
    .execute();

  await db.schema
    .createTable('sliders')
    .addColumn('sliderId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('imageKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_posts')
    .addColumn('postId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('instagramLink', 'varchar(500)', (c) => c.notNull())
    .addColumn('imageKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  // A single row: its key is always 1, and the CHECK makes a second row impossible.
  await db.schema
    .createTable('wall')
    .addColumn('wallId', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('imageKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addCheckConstraint('wall_single_row_check', sql`wallId = 1`)
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('contactId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('inquiryType', 'varchar(50)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addCheckConstraint('contacts_status_check', sql`status IN ('new', 'pending', 'closed')`)
    .execute();
  await db.schema
    .createIndex('contacts_newest_idx')
    .on('contacts')
    .columns(['createdAt', 'contactId'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('ratingId', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('frameId', 'integer', (c) =>
      c.notNull().references('frames.frameId').onDelete('cascade'),
    )
    .addColumn('userId', 'integer', (c) =>
      c.notNull().references('users.userId').onDelete('cascade'),
    )
    // The author's display name from the account when written, never from the request.
    .addColumn('name', 'varchar(201)', (c) => c.notNull())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('reviews_user_frame_unique', ['userId', 'frameId'])
    .addCheckConstraint('reviews_rating_check', sql`rating >= 0 AND rating <= 5`)
    .execute();
  await db.schema
    .createIndex('reviews_frame_newest_idx')
    .on('reviews')
    .columns(['frameId', 'createdAt', 'ratingId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'contacts', 'wall', 'social_posts', 'sliders', 'news']) {
    await db.schema.dropTable(table).execute();
  }
}
