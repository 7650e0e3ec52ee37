import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { adjustRating, lockLiveFrame } from './frames.repository';

/**
 * A frame's averageRating and totalRatings are two counters on the frame (ratingSum,
 * ratingCount), kept by the reviews of the content domain through these functions, in the
 * review write's own transaction: content never writes catalogue tables itself.
 */

/** The frame a review is written for: live (not archived), locked until the commit; else 404. */
export async function requireRateableFrame(trx: Trx, frameId: number): Promise<void> {
  if (!(await lockLiveFrame(trx, frameId))) throw new AppError('NOT_FOUND', 'Frame not found');
}

/** A review's rating changed the frame's counters: added (+1), removed (-1) or edited (0). */
export async function applyRatingChange(
  trx: Trx,
  change: { frameId: number; ratingDelta: number; countDelta: -1 | 0 | 1 },
): Promise<void> {
  await adjustRating(trx, change.frameId, change.ratingDelta, change.countDelta);
}
