import type { FrameSummaryDto } from '@frameshop/contracts/catalogue/dtos';
import type { FrameListQuery } from '@frameshop/contracts/catalogue/schemas';
import { rupeesToPaise } from '@frameshop/contracts/shared/money';
import { toNumber } from '@frameshop/db/rows';
import type { FramesTable } from '@frameshop/db/schema';
import {
  CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  MysqlAdapter,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../shared/db';
import {
  FROM_PRICE,
  frameRows,
  imagesByFrame,
  publicImage,
  type SummaryRow,
  toSummary,
} from './frames.repository';
import { booleanQuery, ftsQuery, type SearchColumns, searchTerms } from './search-terms';

/*
 * The public frame list: filters, sorts and paging as SQL, and the two statements compiled once
 * per query shape (ADR 0009). The frame columns and the card mapping are frames.repository's.
 */

type FramesEb = ExpressionBuilder<{ f: FramesTable }, 'f'>;

/**
 * A name search as a LIKE pattern; '!' escapes, as a backslash differs between SQLite and MySQL.
 * Used when a search has no word the index can answer ('A4', 'of'): the name still matches.
 */
const searchPattern = (search: string) =>
  `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

const isMysql = (db: Db) => db.getExecutor().adapter instanceof MysqlAdapter;

/** The search's index query for these columns, as the engine reads it. */
function matchValue(mysql: boolean, terms: string[], columns: SearchColumns): string {
  return mysql ? booleanQuery(terms) : ftsQuery(terms, columns);
}

const MYSQL_COLUMNS: Record<SearchColumns, string> = {
  all: 'name, description, colors, material, frameMaterial',
  name: 'name',
  attributes: 'colors, material, frameMaterial',
};

/** `f.frameId in (frames whose search document matches)`: FTS5 MATCH or InnoDB FULLTEXT. */
function documentMatches(
  mysql: boolean,
  terms: string[],
  columns: SearchColumns,
): RawBuilder<SqlBool> {
  const value = matchValue(mysql, terms, columns);
  return mysql
    ? sql<SqlBool>`f.frameId in (select frameId from frame_search where match(${sql.raw(MYSQL_COLUMNS[columns])}) against (${value} in boolean mode))`
    : sql<SqlBool>`f.frameId in (select rowid from frame_search where frame_search match ${value})`;
}

/**
 * The relevance of a matching frame: 2 when its name has every word, plus 1 when its colours
 * or materials do; a description-only match is 0. Ties keep the newest first.
 */
function relevance(mysql: boolean, terms: string[]) {
  return sql<number>`(case when ${documentMatches(mysql, terms, 'name')} then 2 else 0 end + case when ${documentMatches(mysql, terms, 'attributes')} then 1 else 0 end)`;
}

/** Relevance orders a search unless the shopper chose a price or rating sort. */
const ranksByRelevance = (query: FrameListQuery, terms: string[]) =>
  terms.length > 0 && query.sort === 'newest';

/** The list's WHERE clause, shared by the page query and the count so they cannot disagree. */
function liveFramesMatching(
  eb: FramesEb,
  query: FrameListQuery,
  mysql: boolean,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('f.archivedAt', 'is', null)];
  const terms = searchTerms(query.search);
  if (terms.length > 0) {
    conditions.push(documentMatches(mysql, terms, 'all'));
  } else if (query.search) {
    conditions.push(sql<SqlBool>`lower(f.name) like ${searchPattern(query.search)} escape '!'`);
  }
  if (query.materialId) conditions.push(eb('f.materialId', '=', query.materialId));
  if (query.frameMaterialId) conditions.push(eb('f.frameMaterialId', '=', query.frameMaterialId));
  if (query.frameShape) conditions.push(eb('f.frameShape', '=', query.frameShape));
  if (query.isNewArrival !== undefined) {
    conditions.push(eb('f.isNewArrival', '=', query.isNewArrival ? 1 : 0));
  }
  if (query.isOffer !== undefined) conditions.push(eb('f.isOffer', '=', query.isOffer ? 1 : 0));
  if (query.minPrice !== undefined) {
    conditions.push(sql<SqlBool>`${FROM_PRICE} >= ${rupeesToPaise(query.minPrice)}`);
  }
  if (query.maxPrice !== undefined) {
    conditions.push(sql<SqlBool>`${FROM_PRICE} <= ${rupeesToPaise(query.maxPrice)}`);
  }
  return eb.and(conditions);
}

/** The page query as Kysely builds it; `listStatements` runs it compiled once per shape. */
export function buildFramePageQuery(db: Db, query: FrameListQuery) {
  const mysql = isMysql(db);
  let q = frameRows(db).where((eb) => liveFramesMatching(eb as unknown as FramesEb, query, mysql));
  const terms = searchTerms(query.search);
  if (ranksByRelevance(query, terms)) q = q.orderBy(relevance(mysql, terms), 'desc');
  switch (query.sort) {
    case 'price_asc':
      q = q.orderBy(FROM_PRICE, 'asc');
      break;
    case 'price_desc':
      q = q.orderBy(FROM_PRICE, 'desc');
      break;
    case 'rating':
      q = q.orderBy(
        sql`case when f.ratingCount = 0 then 0 else f.ratingSum * 1.0 / f.ratingCount end`,
        'desc',
      );
      break;
    default:
      q = q.orderBy('f.createdAt', 'desc');
  }
  return q
    .orderBy('f.frameId', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** The count query as Kysely builds it, with the page query's WHERE clause. */
export function buildFrameCountQuery(db: Db, query: FrameListQuery) {
  return db
    .selectFrom('frames as f')
    .where((eb) => liveFramesMatching(eb, query, isMysql(db)))
    .select((eb) => eb.fn.countAll().as('n'));
}

/**
 * Which parts a list query has: queries of one shape compile to the same SQL text and differ
 * only in their values.
 */
function shapeOf(query: FrameListQuery): string {
  // One statement text whatever the number of words: the index query is a single value.
  const indexed = searchTerms(query.search).length > 0;
  return [
    indexed ? 's' : query.search ? 'l' : '',
    query.materialId ? 'm' : '',
    query.frameMaterialId ? 'f' : '',
    query.frameShape ? 'h' : '',
    query.isNewArrival === undefined ? '' : 'n',
    query.isOffer === undefined ? '' : 'o',
    query.minPrice === undefined ? '' : '<',
    query.maxPrice === undefined ? '' : '>',
    query.sort,
  ].join('');
}

/**
 * The WHERE clause's values in the order `liveFramesMatching` places them. A test compares
 * this with Kysely's own compilation for every shape, so the two cannot drift apart.
 */
function whereValues(query: FrameListQuery, mysql: boolean): unknown[] {
  const values: unknown[] = [];
  const terms = searchTerms(query.search);
  if (terms.length > 0) values.push(matchValue(mysql, terms, 'all'));
  else if (query.search) values.push(searchPattern(query.search));
  if (query.materialId) values.push(query.materialId);
  if (query.frameMaterialId) values.push(query.frameMaterialId);
  if (query.frameShape) values.push(query.frameShape);
  if (query.isNewArrival !== undefined) values.push(query.isNewArrival ? 1 : 0);
  if (query.isOffer !== undefined) values.push(query.isOffer ? 1 : 0);
  if (query.minPrice !== undefined) values.push(rupeesToPaise(query.minPrice));
  if (query.maxPrice !== undefined) values.push(rupeesToPaise(query.maxPrice));
  return values;
}

/** SQL text per database and shape: a handful of entries (the shapes the shop's filters make). */
const compiledText = new WeakMap<object, Map<string, { page: string; count: string }>>();
const MAX_SHAPES = 512;

/**
 * The list's two statements for this query: the SQL text compiled by Kysely once per shape (and
 * per database: the dialects differ), with this query's values. On a read-cache miss, building
 * and compiling the queries cost more than running them (ADR 0009, `npm run bench`).
 */
export function listStatements(db: Db, query: FrameListQuery) {
  const root = db.getExecutor();
  let byShape = compiledText.get(root);
  if (!byShape) {
    byShape = new Map();
    compiledText.set(root, byShape);
  }
  const shape = shapeOf(query);
  let text = byShape.get(shape);
  if (!text) {
    text = {
      page: buildFramePageQuery(db, query).compile().sql,
      count: buildFrameCountQuery(db, query).compile().sql,
    };
    if (byShape.size < MAX_SHAPES) byShape.set(shape, text);
  }
  const mysql = isMysql(db);
  const where = whereValues(query, mysql);
  const terms = searchTerms(query.search);
  const order = ranksByRelevance(query, terms)
    ? [matchValue(mysql, terms, 'name'), matchValue(mysql, terms, 'attributes')]
    : [];
  return {
    page: CompiledQuery.raw(text.page, [
      ...where,
      ...order,
      query.limit,
      (query.page - 1) * query.limit,
    ]),
    count: CompiledQuery.raw(text.count, where),
  };
}

/** One page of live frames: the rows, then their images. Two queries whatever the page size. */
export async function listFramePage(db: Db, query: FrameListQuery): Promise<FrameSummaryDto[]> {
  const { rows } = await db.executeQuery<SummaryRow>(listStatements(db, query).page);
  const images = await imagesByFrame(
    db,
    rows.map((r) => Number(r.frameId)),
  );
  return rows.map((r) => toSummary(r, (images.get(Number(r.frameId)) ?? []).map(publicImage)));
}

export async function countFrames(db: Db, query: FrameListQuery): Promise<number> {
  const { rows } = await db.executeQuery<{ n: number | string | bigint }>(
    listStatements(db, query).count,
  );
  return toNumber(rows[0]?.n ?? 0);
}
