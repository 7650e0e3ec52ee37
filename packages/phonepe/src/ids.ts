/**
 * Merchant-side ids sent to PhonePe (merchantOrderId / merchantTransactionId / merchantRefundId).
 * The tightest rule across both versions is v1's: under 36 characters, letters, digits, '_' and '-'
 * (developer.phonepe.com/v1/reference/pay-api-1), so one format serves v1 and v2 alike.
 */
import { randomBytes } from 'node:crypto';

export const MERCHANT_ID_MAX = 35;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,35}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 12 base-62 characters ~ 71 bits: collisions are not a practical concern per order. */
const RANDOM_LEN = 12;

export function isMerchantId(s: unknown): s is string {
  return typeof s === 'string' && ID_PATTERN.test(s);
}

function randomPart(length: number): string {
  // Rejection sampling keeps the distribution uniform (256 is not a multiple of 62).
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/**
 * A fresh id such as `FS42_k3J9xQ2mP0aZ`: the prefix (e.g. `FS${orderId}`) keeps ids readable in
 * PhonePe's dashboard; it is cut so that the random part always fits.
 */
export function newMerchantId(prefix: string): string {
  const clean = prefix.replace(/[^A-Za-z0-9_-]/g, '');
  const room = MERCHANT_ID_MAX - RANDOM_LEN - 1;
  const head = clean.slice(0, room);
  return head ? `${head}_${randomPart(RANDOM_LEN)}` : randomPart(RANDOM_LEN);
}
