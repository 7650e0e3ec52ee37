/**
 * When a delivery that was not answered with a 2xx is tried again: 30 s after the first attempt,
 * doubling each time up to 3 hours apart, for 24 hours from when it was queued (or resent);
 * an attempt that would fall later is not made and the delivery is marked failed.
 */
export const RETRY_FIRST_DELAY_MS = 30_000;
export const RETRY_MAX_DELAY_MS = 3 * 60 * 60_000;
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The wait after attempt number `attempts` (1 after the first) failed. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

/** When to try next, or null: give up. */
export function nextAttemptAt(attempts: number, now: number, windowStart: number): number | null {
  const next = now + retryDelay(attempts);
  return next > windowStart + RETRY_WINDOW_MS ? null : next;
}
