import { apiKeyMessages } from '@frameshop/contracts/apikeys/schemas';
import { contentMessages } from '@frameshop/contracts/content/messages';
import { COUPON_MESSAGES } from '@frameshop/contracts/coupons/messages';
import { PHOTO_MESSAGES } from '@frameshop/contracts/orders/messages';
import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { accountMessages } from '@frameshop/contracts/users/account';
import { authMessages } from '@frameshop/contracts/users/messages';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientBucket } from '../shared/client-bucket';
import { AppError } from '../shared/errors';
import type { Throttle, ThrottleScope } from '../shared/throttle';

export interface ThrottleOptions {
  /** Login attempts allowed per window for one IP and email (a correct login resets it). */
  failuresPerKey: number;
  /** Login attempts allowed per window for one IP across every email: slows credential spraying. */
  failuresPerIp: number;
  windowSeconds: number;
  /**
   * Sign-ups allowed per window from one IP, successful ones included: each costs a password
   * hash and creates an account. Generous, because Indian mobile networks put many shoppers
   * behind one carrier-grade NAT address.
   */
  signupsPerIp?: number;
  signupWindowSeconds?: number;
  /** Contact-form messages allowed per window from one IP (each one mails the admin). */
  contactsPerIp?: number;
  contactWindowSeconds?: number;
  /** Photo uploads allowed per window from one IP (each costs a decode and disk space). */
  photosPerIp?: number;
  photoWindowSeconds?: number;
  /**
   * Payment starts allowed per window from one IP (each may cost a gateway Pay call; issue 19).
   * Generous for carrier-grade NAT: one order's attempts have their own bound (5 an hour).
   */
  paymentsPerIp?: number;
  paymentWindowSeconds?: number;
  /** Requests allowed per window for one API key, from wherever it calls (issue 22). */
  apiKeyRequests?: number;
  apiKeyWindowSeconds?: number;
  /** Reset links one address may be sent per window, whichever IP asks (issue 22). */
  resetsPerAddress?: number;
  /** Reset links one IP (/64) may ask for per window, across addresses. */
  resetsPerIp?: number;
  resetWindowSeconds?: number;
  /** Verification links one account may have sent again per window. */
  verifySendsPerAccount?: number;
  verifyWindowSeconds?: number;
  /**
   * Discount code look-ups (a cart priced with a code, an order placed with one) per window
   * from one IP (/64), and for one account from any IP: guessing codes is slow (decision 0022).
   */
  couponChecksPerIp?: number;
  couponChecksPerAccount?: number;
  couponWindowSeconds?: number;
}

export const DEFAULT_THROTTLE: Required<ThrottleOptions> = {
  failuresPerKey: 10,
  failuresPerIp: 100,
  windowSeconds: 15 * 60,
  signupsPerIp: 30,
  signupWindowSeconds: 60 * 60,
  contactsPerIp: 5,
  contactWindowSeconds: 10 * 60,
  photosPerIp: 10,
  photoWindowSeconds: 10 * 60,
  paymentsPerIp: 30,
  paymentWindowSeconds: 10 * 60,
  apiKeyRequests: 600,
  apiKeyWindowSeconds: 60,
  resetsPerAddress: 5,
  resetsPerIp: 30,
  resetWindowSeconds: 60 * 60,
  verifySendsPerAccount: 5,
  verifyWindowSeconds: 60 * 60,
  couponChecksPerIp: 30,
  couponChecksPerAccount: 20,
  couponWindowSeconds: 60,
};

/** Scopes whose per-key budget holds whatever IP asks (an address is attacked from many). */
const KEY_ACROSS_IPS = new Set<ThrottleScope>(['reset', 'verify', 'apikey', 'coupon']);

/** Where several processes keep their shared counts (REDIS_URL); keys start with `prefix`. */
export interface SharedThrottleStore {
  redis: Redis;
  prefix: string;
}

/**
 * Every login and sign-up attempt is counted before any work; a correct login takes its
 * attempt back, so a shopper who logs in correctly is never slowed. One process counts in its
 * memory; several count in Redis (issue 20: ten wrong passwords spread over three processes
 * make the eleventh a 429), with rate-limiter-flexible's atomic consume, and each limiter has
 * an in-memory insurance limiter that takes over at once while Redis cannot be reached.
 */
export class AuthThrottle implements Throttle {
  private readonly limits: Record<
    ThrottleScope,
    { byKey?: RateLimiterAbstract; byIp?: RateLimiterAbstract }
  >;

  constructor(options: ThrottleOptions = DEFAULT_THROTTLE, store?: SharedThrottleStore) {
    const signupsPerIp = options.signupsPerIp ?? DEFAULT_THROTTLE.signupsPerIp;
    const signupWindow = options.signupWindowSeconds ?? DEFAULT_THROTTLE.signupWindowSeconds;
    const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ points, duration });
      if (!store) return memory;
      return new RateLimiterRedis({
        storeClient: store.redis,
        // One key space per limiter: login's per-key and per-IP budgets differ.
        keyPrefix: `${store.prefix}throttle:${name}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    this.limits = {
      login: {
        byKey: limiter('login-key', options.failuresPerKey, options.windowSeconds),
        byIp: limiter('login-ip', options.failuresPerIp, options.windowSeconds),
      },
      signup: { byIp: limiter('signup', signupsPerIp, signupWindow) },
      contact: {
        byIp: limiter(
          'contact',
          options.contactsPerIp ?? DEFAULT_THROTTLE.contactsPerIp,
          options.contactWindowSeconds ?? DEFAULT_THROTTLE.contactWindowSeconds,
        ),
      },
      photo: {
        byIp: limiter(
          'photo',
          options.photosPerIp ?? DEFAULT_THROTTLE.photosPerIp,
          options.photoWindowSeconds ?? DEFAULT_THROTTLE.photoWindowSeconds,
        ),
      },
      payment: {
        byIp: limiter(
          'payment',
          options.paymentsPerIp ?? DEFAULT_THROTTLE.paymentsPerIp,
          options.paymentWindowSeconds ?? DEFAULT_THROTTLE.paymentWindowSeconds,
        ),
      },
      // Per key only: one integration may call from many addresses.
      apikey: {
        byKey: limiter(
          'apikey',
          options.apiKeyRequests ?? DEFAULT_THROTTLE.apiKeyRequests,
          options.apiKeyWindowSeconds ?? DEFAULT_THROTTLE.apiKeyWindowSeconds,
        ),
      },
      reset: {
        byKey: limiter(
          'reset-address',
          options.resetsPerAddress ?? DEFAULT_THROTTLE.resetsPerAddress,
          options.resetWindowSeconds ?? DEFAULT_THROTTLE.resetWindowSeconds,
        ),
        byIp: limiter(
          'reset-ip',
          options.resetsPerIp ?? DEFAULT_THROTTLE.resetsPerIp,
          options.resetWindowSeconds ?? DEFAULT_THROTTLE.resetWindowSeconds,
        ),
      },
      verify: {
        byKey: limiter(
          'verify-account',
          options.verifySendsPerAccount ?? DEFAULT_THROTTLE.verifySendsPerAccount,
          options.verifyWindowSeconds ?? DEFAULT_THROTTLE.verifyWindowSeconds,
        ),
        byIp: limiter(
          'verify-ip',
          options.resetsPerIp ?? DEFAULT_THROTTLE.resetsPerIp,
          options.verifyWindowSeconds ?? DEFAULT_THROTTLE.verifyWindowSeconds,
        ),
      },
      // A visitor has no account: only the IP's budget counts them (see attempt()).
      coupon: {
        byKey: limiter(
          'coupon-account',
          options.couponChecksPerAccount ?? DEFAULT_THROTTLE.couponChecksPerAccount,
          options.couponWindowSeconds ?? DEFAULT_THROTTLE.couponWindowSeconds,
        ),
        byIp: limiter(
          'coupon-ip',
          options.couponChecksPerIp ?? DEFAULT_THROTTLE.couponChecksPerIp,
          options.couponWindowSeconds ?? DEFAULT_THROTTLE.couponWindowSeconds,
        ),
      },
    };
  }

  private keyOf(scope: ThrottleScope, ip: string, key: string): string {
    return KEY_ACROSS_IPS.has(scope) ? `${scope}:${key}` : `${scope}:${ip}:${key}`;
  }

  async attempt(scope: ThrottleScope, address: string, key = ''): Promise<void> {
    const { byKey, byIp } = this.limits[scope];
    const ip = clientBucket(address);
    // A key counted across IPs needs a key: without one (a visitor) there is only the IP.
    const keyed = byKey && !(KEY_ACROSS_IPS.has(scope) && key === '') ? byKey : undefined;
    const results = await Promise.allSettled([
      keyed?.consume(this.keyOf(scope, ip, key)),
      byIp?.consume(`${scope}:${ip}`),
    ]);
    // consume() rejects with the limiter's state once the budget is spent.
    const spent = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof RateLimiterRes ? [r.reason] : [],
    );
    const failure = results.find(
      (r) => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes),
    );
    if (failure?.status === 'rejected') throw failure.reason;
    if (spent.length === 0) return;
    if (scope === 'signup') throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManySignups);
    if (scope === 'contact')
      throw new AppError('TOO_MANY_REQUESTS', contentMessages.tooManyContacts);
    if (scope === 'photo') throw new AppError('TOO_MANY_REQUESTS', PHOTO_MESSAGES.tooFast);
    if (scope === 'payment')
      throw new AppError('TOO_MANY_REQUESTS', PAYMENT_MESSAGES.tooManyStarts);
    if (scope === 'apikey') throw new AppError('TOO_MANY_REQUESTS', apiKeyMessages.tooMany);
    if (scope === 'coupon') throw new AppError('TOO_MANY_REQUESTS', COUPON_MESSAGES.tooManyTries);
    if (scope === 'reset' || scope === 'verify')
      throw new AppError('TOO_MANY_REQUESTS', accountMessages.tooManyLinks);
    const wait = Math.max(...spent.map((r) => r.msBeforeNext));
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  async forgive(scope: ThrottleScope, address: string, key = ''): Promise<void> {
    const { byKey, byIp } = this.limits[scope];
    const ip = clientBucket(address);
    await Promise.all([
      byKey?.delete(this.keyOf(scope, ip, key)),
      byIp?.reward(`${scope}:${ip}`, 1),
    ]);
  }
}
