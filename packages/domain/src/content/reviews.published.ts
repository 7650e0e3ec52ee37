import { applyRatingChange } from '../catalogue/ratings.published';
import type { Trx } from '../shared/db';
import * as reviews from './reviews.repository';

/**
 * For account deletion (accounts/), in its transaction: the account's reviews go, and
 * their frames' counters with them (the foreign key's cascade alone would leave them stale).
 * The caller must declare `invalidates: ['content', 'catalogue']`.
 */
export async function removeUserReviews(trx: Trx, userId: number): Promise<void> {
  const own = await reviews.lockUserReviews(trx, userId);
  for (const r of own) {
    await applyRatingChange(trx, {
      frameId: Number(r.frameId),
      ratingDelta: -Number(r.rating),
      countDelta: -1,
    });
  }
  await reviews.deleteUserReviews(trx, userId);
}
