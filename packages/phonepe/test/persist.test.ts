import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newMerchantId } from '../src/client';
import { payRequest, rejection, startHarness, submitPage } from './harness';

/**
 * With `stateFile`, a simulator started again (a shop restarted in simulator mode) still knows
 * the payments and refunds it made before, as PhonePe would; without it, it knows none.
 */
describe('simulator state across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'phonepe-sim-state-'));
  const stateFile = join(dir, 'state.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a payment made before the restart, and refunds it', async () => {
    const before = await startHarness({ stateFile });
    const req = payRequest(before, 7, 50_000);
    const pay = await before.gateway('v2').pay(req);
    expect((await submitPage(pay.redirectUrl, { action: 'pay' })).status).toBe(303);
    await before.close();
    expect(existsSync(stateFile)).toBe(true);

    const after = await startHarness({ stateFile });
    const gw = after.gateway('v2');
    expect(await gw.status(req.merchantOrderId)).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 50_000,
    });
    const refundId = newMerchantId('RF');
    const refund = await gw.refund({
      merchantRefundId: refundId,
      originalMerchantOrderId: req.merchantOrderId,
      amountPaise: 20_000,
      merchantUserId: 'U7',
      callbackUrl: '',
    });
    expect(refund).toMatchObject({ state: 'PENDING', amountPaise: 20_000 });
    await after.close();

    // The refund too: a third start sees it settle, and refuses more than is left.
    const third = await startHarness({ stateFile });
    const again = third.gateway('v2');
    expect(await again.refundStatus(refundId)).toMatchObject({ state: 'COMPLETED' });
    const tooMuch = await rejection(
      again.refund({
        merchantRefundId: newMerchantId('RF'),
        originalMerchantOrderId: req.merchantOrderId,
        amountPaise: 40_000,
        merchantUserId: 'U7',
        callbackUrl: '',
      }),
    );
    expect(tooMuch.kind).toBe('bad_request');
    await third.close();

    // Without the file, a new simulator knows nothing of it.
    const memoryOnly = await startHarness();
    expect((await rejection(memoryOnly.gateway('v2').status(req.merchantOrderId))).kind).toBe(
      'not_found',
    );
    await memoryOnly.close();
  });
});
