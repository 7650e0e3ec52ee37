import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { type NewsListQuery, newsSections } from '@frameshop/contracts/content/schemas';
import { toIso, toNumber } from '@frameshop/db/rows';
import type { NewNews, NewsRow } from '@frameshop/db/schema';
import { sql } from 'kysely';
import { imageUrls } from '../media/image-pipeline';
import { type Db, forUpdate, type Trx } from '../shared/db';

export const NEWS_IMAGE_FOLDER = 'news';

export function toNewsDto(row: NewsRow): NewsDto {
  const urls = row.imageKey ? imageUrls(NEWS_IMAGE_FOLDER, row.imageKey) : null;
  return {
    newsId: Number(row.newsId),
    title: row.title,
    author: row.author,
    shortDesc: row.shortDesc,
    image: urls?.imageUrl ?? null,
    srcset: urls?.srcset ?? null,
    // Validated on read: a malformed stored value is our bug and surfaces as a 500.
    sections: newsSections.parse(JSON.parse(row.sections)),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Title, author or short description contain the search text, ignoring case. */
function matching(db: Db, search: string) {
  let q = db.selectFrom('news');
  if (search) {
    // '!' as the escape character: a backslash means different things to SQLite and MySQL.
    const like = `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(title) like ${like} escape '!' or lower(author) like ${like} escape '!' or lower(shortDesc) like ${like} escape '!')`,
    );
  }
  return q;
}

/** One page, newest first: one statement. */
export async function listNewsPage(db: Db, query: NewsListQuery): Promise<NewsDto[]> {
  const rows = await matching(db, query.search)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('newsId', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return rows.map(toNewsDto);
}

export async function countNews(db: Db, search: string): Promise<number> {
  const row = await matching(db, search)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export function findNewsRow(db: Db, newsId: number): Promise<NewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('newsId', '=', newsId).executeTakeFirst();
}

export async function insertNews(db: Db, news: NewNews): Promise<number> {
  const result = await db.insertInto('news').values(news).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** False when there is no such article. */
export async function updateNews(
  db: Db,
  newsId: number,
  columns: Omit<NewNews, 'createdAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set(columns)
    .where('newsId', '=', newsId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNews(db: Db, newsId: number): Promise<boolean> {
  const result = await db.deleteFrom('news').where('newsId', '=', newsId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The article, locked until the transaction ends (an update decides which image it drops). */
export function lockNewsRow(trx: Trx, newsId: number): Promise<NewsRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('news').selectAll().where('newsId', '=', newsId),
  ).executeTakeFirst();
}
