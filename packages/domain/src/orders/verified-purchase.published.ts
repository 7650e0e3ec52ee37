import type { Db } from '../shared/db';
import { deliveredPurchases } from './orders.repository';

/**
 * The read other domains use for the 'Verified purchase' badge (issue 11): a review is
 * verified when its author has a Delivered order containing the frame. One statement for a
 * whole page of reviews.
 */
export async function withVerifiedPurchase<T extends { userId: number; frameId: number }>(
  db: Db,
  reviews: T[],
): Promise<(T & { verified: boolean })[]> {
  const found = await deliveredPurchases(db, reviews);
  return reviews.map((r) => ({ ...r, verified: found.has(`${r.userId}:${r.frameId}`) }));
}
