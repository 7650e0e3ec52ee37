import { describe, expect, it } from 'vitest';
import { clientBucket } from '../src/shared/client-bucket';
import type { ThrottleScope } from '../src/shared/throttle';
import { AuthThrottle } from '../src/users/auth-throttle';

/**
 * Every limiter counts an IPv6 client by its /64 (issue 19): one subscriber holds a whole /64,
 * so counting single addresses would let them rotate through 2^64 fresh budgets.
 */
const BUDGET = 3;

function throttle() {
  return new AuthThrottle({
    failuresPerKey: BUDGET,
    failuresPerIp: BUDGET,
    signupsPerIp: BUDGET,
    contactsPerIp: BUDGET,
    photosPerIp: BUDGET,
    paymentsPerIp: BUDGET,
    windowSeconds: 900,
  });
}

async function spends(t: AuthThrottle, scope: ThrottleScope, addresses: string[]) {
  const outcomes: string[] = [];
  for (const address of addresses) {
    try {
      await t.attempt(scope, address, 'same@example.com');
      outcomes.push('ok');
    } catch (error) {
      outcomes.push((error as { code?: string }).code ?? 'error');
    }
  }
  return outcomes;
}

describe('throttles key IPv6 clients by /64', () => {
  for (const scope of ['login', 'signup', 'contact', 'photo', 'payment'] as const) {
    it(`${scope}: addresses of one /64 share a budget; another /64 has its own`, async () => {
      const t = throttle();
      const sameNetwork = ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff::9'];
      expect(await spends(t, scope, sameNetwork)).toEqual(['ok', 'ok', 'ok']);
      expect(await spends(t, scope, ['2001:db8:aa:1:1234:5678:9abc:def0'])).toEqual([
        'TOO_MANY_REQUESTS',
      ]);
      expect(await spends(t, scope, ['2001:db8:aa:2::1'])).toEqual(['ok']);
    });
  }

  it('an IPv4-mapped address is its IPv4 address', async () => {
    const t = throttle();
    expect(
      await spends(t, 'contact', ['203.0.113.9', '::ffff:203.0.113.9', '203.0.113.9']),
    ).toEqual(['ok', 'ok', 'ok']);
    expect(await spends(t, 'contact', ['::ffff:203.0.113.9'])).toEqual(['TOO_MANY_REQUESTS']);
  });
});

describe('clientBucket', () => {
  it('drops ports, brackets and zones, and stays within the 64 characters a photo row keeps', () => {
    expect(clientBucket('203.0.113.9:5678')).toBe('203.0.113.9');
    expect(clientBucket('[2001:db8:aa:1::1]:443')).toBe('2001:db8:aa:1::/64');
    expect(clientBucket('fe80::1%eth0')).toBe(clientBucket('fe80::2'));
    for (const hostile of [`a:${'b'.repeat(200)}`, `${'1:'.repeat(100)}1`, 'x'.repeat(300)]) {
      expect(clientBucket(hostile).length, hostile.slice(0, 20)).toBeLessThanOrEqual(64);
    }
  });
});
