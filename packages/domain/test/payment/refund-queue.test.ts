import { CANCELLED_STATUS } from '@frameshop/contracts/orders/statuses';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import { runPaymentWorker } from '../../src/payment/payment-worker.service';
import { settleAttempt } from '../../src/payment/settlement';
import { openShop, order, pay, refundsOf, type Shop } from '../support/shop-fixtures';

/**
 * The worker's queue of cancelled paid orders to refund takes 20 a run. An order marked paid
 * with no payment on record (the demo's history, an order paid outside the gateway) can never
 * be refunded through it; such orders must not fill the queue and starve a real one behind them.
 */
describeEachDialect('refund queue', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 50);
  });

  it('refunds a cancelled paid order behind 25 that have no payment on record', async () => {
    for (let i = 0; i < 25; i++) {
      const { orderId } = await order(shop);
      await shop.deps.db
        .updateTable('orders')
        .set({ paymentStatus: 'refund pending', paidAt: 1, status: CANCELLED_STATUS })
        .where('orderId', '=', orderId)
        .execute();
    }
    const placed = await order(shop);
    const { attemptId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    await setOrderStatus.execute(shop.admin, { orderId: placed.orderId, status: CANCELLED_STATUS });

    await runPaymentWorker.run(shop.system, { owner: 'test' });

    const refunds = await refundsOf(shop, placed.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'cancelled' });
  });
});
