import { UNPAID_ORDER_TTL_MS } from '@frameshop/contracts/payment/schedule';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import { openShop, order, orderRow, type Shop, stockOf } from '../support/shop-fixtures';

/**
 * The payment worker runs every 2 s in every process (issue 20): a run that moved no stock
 * leaves the catalogue cache alone; a run that released stock empties it, so nobody reads the
 * old remaining count.
 */
describeEachDialect('payment worker invalidation', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5);
  });

  const cached = () => shop.deps.caches.catalogue.peek<string>('frames:list');
  const fill = () => shop.deps.caches.catalogue.get('frames:list', async () => 'the list');
  const work = (later = 0) =>
    runPaymentWorker.run({ ...shop.system, now: () => Date.now() + later }, { owner: 'test' });

  it('keeps the catalogue cache through runs with nothing to do', async () => {
    // An unpaid order inside its 30 minutes: the worker looks at it and leaves it.
    await order(shop, 2);
    await fill();
    for (let i = 0; i < 5; i++) {
      const report = await work();
      expect(report).toMatchObject({ expiredOrders: 0, stockMoved: false });
    }
    expect(cached()).toBe('the list');
  });

  it('empties it when a run releases stock', async () => {
    const { orderId } = await order(shop, 2);
    await fill();
    const report = await work(UNPAID_ORDER_TTL_MS + 60_000);
    expect(report).toMatchObject({ expiredOrders: 1, stockMoved: true });
    expect((await orderRow(shop, orderId)).paymentStatus).toBe('expired');
    expect((await stockOf(shop)).remained).toBe(5);
    expect(cached()).toBeUndefined();
  });

  it('empties it when a run fails: what it did before failing is unknown', async () => {
    await fill();
    const broken = () => {
      throw new Error('clock broke');
    };
    await expect(
      runPaymentWorker.run({ ...shop.system, now: broken }, { owner: 'test' }),
    ).rejects.toThrow('clock broke');
    expect(cached()).toBeUndefined();
  });
});
