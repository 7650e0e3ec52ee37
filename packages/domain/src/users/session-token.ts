import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Lucia's session design: the token is `<id>.<secret>`. The id (128 bits) finds the row; the
 * secret (256 bits) is only stored as its SHA-256 and compared in constant time, so a leaked
 * database cannot be replayed and the lookup leaks no timing about the secret.
 */
export interface NewToken {
  token: string;
  sessionId: string;
  secretHash: string;
}

export function generateSessionToken(): NewToken {
  const sessionId = randomBytes(16).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, sessionId, secretHash: sha256(secret) };
}

export function splitToken(token: string): { sessionId: string; secret: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [sessionId, secret] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(sessionId) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { sessionId, secret };
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
