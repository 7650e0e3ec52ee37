import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from '../shared/errors';

export interface ThrottleOptions {
  /** Failures allowed per window for one IP and email (or, for signup, one IP). */
  failuresPerKey: number;
  /** Failures allowed per window for one IP across every email: slows credential spraying. */
  failuresPerIp: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  failuresPerKey: 10,
  failuresPerIp: 100,
  windowSeconds: 15 * 60,
};

/**
 * Counts failed logins and signups, not all attempts, so a shopper who logs in correctly is
 * never slowed. Kept in process memory: right for one server; several servers would swap in
 * rate-limiter-flexible's MySQL store behind the same three methods.
 */
export class AuthThrottle {
  private readonly byKey: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {
    this.byKey = new RateLimiterMemory({
      points: options.failuresPerKey,
      duration: options.windowSeconds,
    });
    this.byIp = new RateLimiterMemory({
      points: options.failuresPerIp,
      duration: options.windowSeconds,
    });
  }

  /** Throws 429 when this key or IP has used up its failures. */
  async check(scope: string, ip: string, key: string): Promise<void> {
    const [k, i] = await Promise.all([
      this.byKey.get(`${scope}:${ip}:${key}`),
      this.byIp.get(`${scope}:${ip}`),
    ]);
    const blocked = [
      k && k.consumedPoints >= this.options.failuresPerKey ? k : null,
      i && i.consumedPoints >= this.options.failuresPerIp ? i : null,
    ].filter((r) => r !== null);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map((r) => r.msBeforeNext));
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  async fail(scope: string, ip: string, key: string): Promise<void> {
    // consume() rejects once the budget is spent; the rejection is the expected outcome here.
    await Promise.allSettled([
      this.byKey.consume(`${scope}:${ip}:${key}`),
      this.byIp.consume(`${scope}:${ip}`),
    ]);
  }

  async succeed(scope: string, ip: string, key: string): Promise<void> {
    await this.byKey.delete(`${scope}:${ip}:${key}`);
  }
}
