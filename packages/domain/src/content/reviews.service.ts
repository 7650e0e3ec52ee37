import type { AdminReviewDto, ReviewDto, ReviewPage } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import {
  reviewInput,
  reviewsForFrameQuery,
  reviewUpdateInput,
} from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { frameNamesOf } from '../catalogue/frame-names.published';
import { applyRatingChange, requireRateableFrame } from '../catalogue/ratings.published';
import { withVerifiedPurchase } from '../orders/verified-purchase.published';
import { personOf, type ServiceContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { me } from '../users/auth.service';
import * as reviews from './reviews.repository';

/**
 * Reviews: one per shopper per frame, rating 0 to 5. The frame's averageRating and
 * totalRatings are the catalogue's counters (ratingSum, ratingCount), moved in the same
 * transaction as every review write through catalogue/ratings.published.ts. So every review
 * write invalidates the catalogue cache (frames show their rating) as well as content's.
 */

/** What the shop shows of a review: everything but the author's account id (issue 19). */
function shown({ userId: _, ...review }: Omit<AdminReviewDto, 'frameName'>): ReviewDto {
  return review;
}

async function one(ctx: ServiceContext, review: reviews.StoredReview): Promise<ReviewDto> {
  const [marked] = await withVerifiedPurchase(ctx.db, [review]);
  return shown(marked ?? { ...review, verified: false });
}

export const listFrameReviews = defineUseCase({
  name: 'reviews.listForFrame',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: reviewsForFrameQuery,
  handler: (ctx, query): Promise<ReviewPage> =>
    ctx.caches.content.get(`reviews.frame:${JSON.stringify(query)}`, async () => {
      const stored = await reviews.listFrameReviews(ctx.db, query.frameId, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const data = (await withVerifiedPurchase(ctx.db, stored)).map(shown);
      const totalItems =
        query.page === 1 && data.length < query.limit
          ? data.length
          : await reviews.countFrameReviews(ctx.db, query.frameId);
      return {
        reviews: data,
        pagination: {
          page: query.page,
          limit: query.limit,
          totalItems,
          totalPages: Math.ceil(totalItems / query.limit),
        },
      };
    }),
});

/** The signed-in person's own review of a frame, or null: the product page offers to edit it. */
export const myFrameReview = defineUseCase({
  name: 'reviews.mine',
  access: 'user',
  kind: 'query',
  input: z.strictObject({ frameId: idParam }),
  async handler(ctx, { frameId }): Promise<ReviewDto | null> {
    const person = personOf(ctx.actor);
    if (!person) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
    const saved = await reviews.findUserReview(ctx.db, frameId, person.userId);
    return saved ? one(ctx, saved) : null;
  },
});

/**
 * Writes a review by `author` (whose name comes from the account, never from the request):
 * the frame must be live, a second review by the same author is a 409. For the create use
 * case and the demo seed.
 */
export async function addReview(
  ctx: ServiceContext,
  author: { userId: number; name: string },
  input: z.output<typeof reviewInput>,
): Promise<ReviewDto> {
  let ratingId: number;
  try {
    ratingId = await ctx.db.transaction().execute(async (trx) => {
      await requireRateableFrame(trx, input.frameId);
      const id = await reviews.insertReview(trx, {
        frameId: input.frameId,
        userId: author.userId,
        name: author.name,
        title: input.title,
        rating: input.rating,
        review: input.review,
        at: ctx.now(),
      });
      await applyRatingChange(trx, {
        frameId: input.frameId,
        ratingDelta: input.rating,
        countDelta: 1,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.reviewExists);
    throw error;
  }
  const saved = await reviews.findReview(ctx.db, ratingId);
  if (!saved) throw new AppError('NOT_FOUND', m.reviewNotFound);
  return one(ctx, saved);
}

export const createReview = defineUseCase({
  name: 'reviews.create',
  access: 'user',
  kind: 'mutation',
  invalidates: ['content', 'catalogue'],
  input: reviewInput,
  async handler(ctx, input): Promise<ReviewDto> {
    const account = await me.run(ctx, undefined);
    if (!account) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
    return addReview(ctx, { userId: account.userId, name: account.name }, input);
  },
});

/** The author edits their own review; the frame's counters follow the rating change. */
export const updateReview = defineUseCase({
  name: 'reviews.update',
  access: 'user',
  kind: 'mutation',
  invalidates: ['content', 'catalogue'],
  input: reviewUpdateInput,
  async handler(ctx, { ratingId, ...input }): Promise<ReviewDto> {
    const person = personOf(ctx.actor);
    await ctx.db.transaction().execute(async (trx) => {
      const current = await reviews.lockReview(trx, ratingId);
      if (!current) throw new AppError('NOT_FOUND', m.reviewNotFound);
      if (current.userId !== person?.userId) {
        throw new AppError('FORBIDDEN', 'You can only edit your own review');
      }
      await reviews.updateReview(trx, ratingId, { ...input, updatedAt: ctx.now() });
      await applyRatingChange(trx, {
        frameId: current.frameId,
        ratingDelta: input.rating - current.rating,
        countDelta: 0,
      });
    });
    const saved = await reviews.findReview(ctx.db, ratingId);
    if (!saved) throw new AppError('NOT_FOUND', m.reviewNotFound);
    return one(ctx, saved);
  },
});

export const listAllReviews = defineUseCase({
  name: 'reviews.listAll',
  access: 'content:write',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<AdminReviewDto[]> {
    const all = await withVerifiedPurchase(ctx.db, await reviews.listAllReviews(ctx.db));
    // Which frame each review is about (issue 24); a review goes with its frame, so every one has a name.
    const names = await frameNamesOf(
      ctx.db,
      all.map((r) => r.frameId),
    );
    return all.map((r) => ({ ...r, frameName: names.get(r.frameId) ?? `Frame #${r.frameId}` }));
  },
});

export const deleteReview = defineUseCase({
  name: 'reviews.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content', 'catalogue'],
  input: z.strictObject({ ratingId: idParam }),
  async handler(ctx, { ratingId }): Promise<{ success: true }> {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await reviews.lockReview(trx, ratingId);
      if (!current) throw new AppError('NOT_FOUND', m.reviewNotFound);
      await reviews.deleteReview(trx, ratingId);
      await applyRatingChange(trx, {
        frameId: current.frameId,
        ratingDelta: -current.rating,
        countDelta: -1,
      });
      // The stars and the frame, not the reviewer's name or words: they go when the account
      // is erased, and the log must not keep them (decision 0023).
      await recordChange(trx, ctx, {
        entity: 'review',
        entityId: ratingId,
        before: { frameId: current.frameId, rating: current.rating },
      });
    });
    return { success: true };
  },
});
