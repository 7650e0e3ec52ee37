import type { AdminReviewDto } from '@frameshop/contracts/content/dtos';

/** A review as stored; the service adds whether it is a verified purchase (orders know). */
export type StoredReview = Omit<AdminReviewDto, 'verified' | 'frameName'>;

import { toIso, toNumber } from '@frameshop/db/rows';
import type { ReviewRow } from '@frameshop/db/schema';
import { type Db, forUpdate, type Trx } from '../shared/db';

function toReviewDto(row: ReviewRow): StoredReview {
  return {
    ratingId: Number(row.ratingId),
    frameId: Number(row.frameId),
    userId: Number(row.userId),
    name: row.name,
    title: row.title,
    rating: toNumber(row.rating),
    review: row.review,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A frame's reviews, newest first: one statement (the author's name is stored on the review). */
export async function listFrameReviews(
  db: Db,
  frameId: number,
  page: { limit: number; offset: number },
): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('frameId', '=', frameId)
    .orderBy('createdAt', 'desc')
    .orderBy('ratingId', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toReviewDto);
}

export async function countFrameReviews(db: Db, frameId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('frameId', '=', frameId)
    .executeTakeFirstOrThrow();
  return toNumber(row.n);
}

/** Every review, newest first (the admin pages and searches them in the browser). */
export async function listAllReviews(db: Db): Promise<StoredReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('ratingId', 'desc')
    .execute();
  return rows.map(toReviewDto);
}

export async function findReview(db: Db, ratingId: number): Promise<StoredReview | undefined> {
  const row = await db
    .selectFrom('reviews')
    .selectAll()
    .where('ratingId', '=', ratingId)
    .executeTakeFirst();
  return row && toReviewDto(row);
}

/** The one review a person wrote of a frame, if any (one per person per frame). */
export async function findUserReview(
  db: Db,
  frameId: number,
  userId: number,
): Promise<StoredReview | undefined> {
  const row = await db
    .selectFrom('reviews')
    .selectAll()
    .where('frameId', '=', frameId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row && toReviewDto(row);
}

/** The review, locked until the transaction ends (its rating moves the frame's counters). */
export async function lockReview(trx: Trx, ratingId: number): Promise<StoredReview | undefined> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('reviews').selectAll().where('ratingId', '=', ratingId),
  ).executeTakeFirst();
  return row && toReviewDto(row);
}

export async function insertReview(
  trx: Trx,
  review: {
    frameId: number;
    userId: number;
    name: string;
    title: string;
    rating: number;
    review: string;
    at: number;
  },
): Promise<number> {
  const { at, ...columns } = review;
  const result = await trx
    .insertInto('reviews')
    .values({ ...columns, createdAt: at, updatedAt: at })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateReview(
  trx: Trx,
  ratingId: number,
  columns: { title: string; rating: number; review: string; updatedAt: number },
): Promise<void> {
  await trx.updateTable('reviews').set(columns).where('ratingId', '=', ratingId).execute();
}

export async function deleteReview(trx: Trx, ratingId: number): Promise<void> {
  await trx.deleteFrom('reviews').where('ratingId', '=', ratingId).execute();
}

/** A user's reviews as (frameId, rating), locked: deleting the account takes them back. */
export function lockUserReviews(trx: Trx, userId: number) {
  return forUpdate(
    trx,
    trx
      .selectFrom('reviews')
      .select(['ratingId', 'frameId', 'rating'])
      .where('userId', '=', userId),
  ).execute();
}

export async function deleteUserReviews(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('reviews').where('userId', '=', userId).execute();
}

/** The account's own reviews, for its data download (issue 22). */
export function listUserReviews(db: Db, userId: number) {
  return db
    .selectFrom('reviews')
    .select(['frameId', 'title', 'rating', 'review', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}
