/**
 * PhonePe's two authentication schemes.
 * Matched against:
 * - v1 X-VERIFY: developer.phonepe.com/v1/reference/pay-api-1 ("SHA256(base64 encoded payload +
 *   '/pg/v1/pay' + salt key) + ### + salt index"), check-status-api-1 ("SHA256('/pg/v1/status/
 *   {merchantId}/{merchantTransactionId}' + saltKey) + '###' + saltIndex") and refund-8.
 * - v2 webhook Authorization: PhonePe/phonepe-pg-sdk-node src/common/CommonUtils.ts
 *   (isCallbackValid: sha256 hex of `${username}:${password}`), docs "Handling Webhooks".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { HeaderBag } from './types';

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

/** X-VERIFY for a v1 request: for POSTs `payloadBase64` is the body's base64, for GETs it is ''. */
export function v1XVerify(
  payloadBase64: string,
  path: string,
  saltKey: string,
  saltIndex: string | number,
): string {
  return `${sha256Hex(payloadBase64 + path + saltKey)}###${saltIndex}`;
}

/** X-VERIFY PhonePe sends on a v1 S2S callback: over the `response` string alone (no path). */
export function v1CallbackXVerify(
  responseBase64: string,
  saltKey: string,
  saltIndex: string | number,
): string {
  return `${sha256Hex(responseBase64 + saltKey)}###${saltIndex}`;
}

/** The v2 webhook `Authorization` header value. */
export function webhookAuthorization(username: string, password: string): string {
  return sha256Hex(`${username}:${password}`);
}

/**
 * Constant-time string equality. Both sides are hashed first so inputs of different lengths
 * neither throw nor leak their length through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/** Node lower-cases header names, but a value may still arrive as an array (repeated header). */
export function headerValue(headers: HeaderBag, name: string): string | null {
  const v = headers[name.toLowerCase()];
  if (Array.isArray(v)) return v[0] ?? null;
  return v ?? null;
}

export function toBase64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

export function fromBase64Json(value: string): unknown {
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}
