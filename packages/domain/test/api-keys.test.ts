import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/shared/context';
import { type Access, authorize } from '../src/shared/use-case';
import {
  apiKeyMatches,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from '../src/users/api-key-token';

const KEY: Actor = {
  role: 'integration',
  apiKeyId: 1,
  makerUserId: 1,
  permissions: ['catalogue:write', 'orders:refund'],
};

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

  it('admit an integration only to use cases whose permission it holds, never a people-only one', () => {
    const outcome = (access: Access) => {
      try {
        authorize(KEY, access);
        return 'ok';
      } catch (error) {
        return (error as { code: string; message: string }).message;
      }
    };
    expect(outcome('public')).toBe('ok');
    expect(outcome('catalogue:write')).toBe('ok');
    expect(outcome('orders:read')).toBe('This API key lacks the scope orders:read');
    // People-only: refused to every key, even one whose permissions somehow name it.
    expect(outcome('orders:refund')).toBe('This API key may not do this');
    expect(outcome('staff:manage')).toBe('This API key may not do this');
    // A shopper's own cart and orders, and the staff's own screens: a key is not a person.
    expect(outcome('user')).toBe('This API key may not do this');
    expect(outcome('staff')).toBe('This API key may not do this');
    expect(outcome('system')).toBe('This API key may not do this');
  });
});
