import { createHmac, randomBytes } from 'node:crypto';

/**
 * `X-Frameshop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (the README
 * shows how a receiver checks it). The timestamp is signed too, so a receiver can refuse old
 * replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A new endpoint's secret: 32 random bytes, shown once. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
