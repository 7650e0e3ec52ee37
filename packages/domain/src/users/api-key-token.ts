import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import baseX from 'base-x';

const base62 = baseX('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');

export const API_KEY_PREFIX = 'fsk_';
/** 32 random bytes are 42 or 43 base62 characters (a few more for leading zero bytes). */
const KEY_SHAPE = /^fsk_[0-9A-Za-z]{40,48}$/;
/** What the list shows of a key: enough to tell keys apart, far too little to guess one. */
const SHOWN_CHARACTERS = 8;

export interface NewApiKey {
  key: string;
  keyHash: string;
  prefix: string;
}

/**
 * `fsk_` and 256 random bits in base62 (no punctuation: one double-click selects it). Only
 * the SHA-256 is stored: a slow password hash protects guessable secrets, and 256 random bits
 * cannot be guessed, so a fast hash costs an attacker with the table as much as a slow one
 * while each request pays microseconds instead of tens of milliseconds.
 */
export function generateApiKey(): NewApiKey {
  const key = `${API_KEY_PREFIX}${base62.encode(randomBytes(32))}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, SHOWN_CHARACTERS) };
}

/** Whether a bearer token is meant as an API key (then it never falls back to a session). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function isWellFormedApiKey(token: string): boolean {
  return KEY_SHAPE.test(token);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The row was found by this hash; compared again in constant time as the sessions are. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
