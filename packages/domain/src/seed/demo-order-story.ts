/** The demo orders' made-up histories (pure: no I/O), kept apart from the seed's calls. */

/** mulberry32: small, fast, and the same sequence on every machine. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the shopper and the shop did with one order, in the order they did it:
 * - `unpaid`: placed a few hours ago, not paid yet;
 * - `abandoned`: never paid; the unpaid-order expiry cancelled it;
 * - `declined`: the payment was declined; the expiry cancelled it later;
 * - `refunded`: paid, then cancelled by the shop and refunded;
 * - `cancelling`: paid and cancelled by the shop in the last hours: its refund is the worker's;
 * - `paid`: paid, then moved to `status` (1 Pending ... 4 Delivered) by the shop.
 */
export type Story =
  | { kind: 'unpaid' | 'abandoned' | 'declined' | 'refunded' | 'cancelling' }
  | { kind: 'paid'; status: 1 | 2 | 3 | 4 };

/** The story of an order of this age. */
export function storyOf(rand: () => number, ageDays: number): Story {
  const roll = rand();
  if (ageDays < 0.25) return { kind: 'unpaid' };
  if (roll < 0.07) return { kind: 'declined' };
  if (roll < 0.13) return { kind: 'abandoned' };
  if (roll < 0.19) return { kind: 'refunded' };
  if (roll < 0.21 && ageDays < 3) return { kind: 'cancelling' };
  const status =
    ageDays < 4
      ? 1 + Math.floor(rand() * 2)
      : ageDays < 12
        ? 2 + Math.floor(rand() * 2)
        : rand() < 0.9
          ? 4
          : 3;
  return { kind: 'paid', status: status as 1 | 2 | 3 | 4 };
}
