import { createHash } from 'node:crypto';
import Bowser from 'bowser';

/**
 * The devices list names a session by a handle derived from its id: the page never holds
 * anything that is part of a session token, and a handle only matches the caller's own rows.
 */
export function deviceIdOf(sessionId: string): string {
  return createHash('sha256').update(`device:${sessionId}`).digest('hex').slice(0, 32);
}

/** "Chrome 120 on Linux" from a User-Agent header (bowser), or "Unknown browser". */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}`
    : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
