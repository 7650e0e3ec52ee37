import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/shared/context';
import { type Access, authorize } from '../src/shared/use-case';
import {
  apiKeyMatches,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from '../src/users/api-key-token';

const KEY: Actor = { role: 'integration', apiKeyId: 1, scopes: ['catalogue:write'] };

describe('API keys', () => {
  it('are fsk_ and 32 random bytes in base62, kept as their SHA-256', () => {
    const keys = Array.from({ length: 50 }, generateApiKey);
    for (const { key, keyHash, prefix } of keys) {
      expect(key).toMatch(/^fsk_[0-9A-Za-z]{42,}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
      expect(keyHash).toBe(hashApiKey(key));
      expect(keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(prefix).toBe(key.slice(0, 8));
      expect(apiKeyMatches(key, keyHash)).toBe(true);
      expect(apiKeyMatches(`${key}x`, keyHash)).toBe(false);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(50);
    expect(isWellFormedApiKey('fsk_short')).toBe(false);
    expect(isWellFormedApiKey(`fsk_${'a'.repeat(42)}!`)).toBe(false);
  });

  it('admit an integration only to admin use cases that declare a scope it holds', () => {
    const outcome = (access: Access, scope: Parameters<typeof authorize>[2]) => {
      try {
        authorize(KEY, access, scope);
        return 'ok';
      } catch (error) {
        return (error as { code: string; message: string }).message;
      }
    };
    expect(outcome('public', null)).toBe('ok');
    expect(outcome('admin', 'catalogue:write')).toBe('ok');
    expect(outcome('admin', 'orders:read')).toBe('This API key lacks the scope orders:read');
    // No scope declared: refused to every key (key, user and refund management).
    expect(outcome('admin', null)).toBe('This API key may not do this');
    // A shopper's own cart and orders: a key is not a person.
    expect(outcome('user', null)).toBe('This API key may not do this');
    expect(outcome('system', null)).toBe('This API key may not do this');
  });
});
