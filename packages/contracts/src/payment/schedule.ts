/**
 * When to ask the gateway about a payment still pending: PhonePe's published schedule for the
 * status API. First check 20 to 25 s after the payment started, then every 3 s for 30 s,
 * every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute until it
 * expires. `startedAt` and `now` are epoch milliseconds; the answer too.
 */
const STEPS: readonly { until: number; every: number }[] = [
  { until: 52, every: 3 },
  { until: 112, every: 6 },
  { until: 172, every: 10 },
  { until: 232, every: 30 },
];
export const FIRST_CHECK_AFTER_S = 22;

export function nextStatusCheck(startedAt: number, now: number): number {
  const elapsed = (now - startedAt) / 1000;
  if (elapsed < FIRST_CHECK_AFTER_S) return startedAt + FIRST_CHECK_AFTER_S * 1000;
  const step = STEPS.find((s) => elapsed < s.until);
  return now + (step ? step.every : 60) * 1000;
}

/** How long a payment may take before PhonePe expires it (we send expireAfter = 1200). */
export const PAYMENT_EXPIRE_AFTER_S = 1200;
/** A pending payment past its expiry by this much, with the gateway silent, is expired here. */
export const EXPIRY_GRACE_MS = 10 * 60_000;
/** An order nobody started paying for gives its stock back after this long. */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;
/** When to ask again about a refund still pending. */
export const REFUND_CHECK_EVERY_MS = 60_000;
