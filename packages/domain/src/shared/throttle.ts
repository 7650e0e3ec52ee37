/** What is being throttled; each scope has its own budget. */
export type ThrottleScope =
  | 'login'
  | 'signup'
  | 'contact'
  | 'photo'
  | 'payment'
  /** Reset links asked for: per address (from any IP) and per IP. */
  | 'reset'
  /** Verification links sent again: per account and per IP. */
  | 'verify'
  /** Requests made with one API key, from wherever it calls. */
  | 'apikey'
  /** Discount code look-ups: per IP (/64), and per account from wherever it asks. */
  | 'coupon';

/**
 * Attempt budgets per IP (and key, such as an email), shared by REST and tRPC because the use
 * cases call it. The implementation (users/auth-throttle.ts) counts in process memory, or in Redis
 * when several processes share REDIS_URL.
 */
export interface Throttle {
  /**
   * Counts one attempt and throws 429 when that spends this scope's budget for the IP (or the
   * IP and key). Counting first, in one step, is what holds against parallel requests: a check
   * before slow work (a password hash) and a count after it let a burst through.
   */
  attempt(scope: ThrottleScope, ip: string, key?: string): Promise<void>;
  // 'apikey' counts per key alone, from any IP: an integration may run on many machines.
  /** Takes back an attempt that turned out well (a correct login): the key's count is reset. */
  forgive(scope: ThrottleScope, ip: string, key?: string): Promise<void>;
}
