import { WEBHOOK_EVENTS } from '@frameshop/contracts/webhooks/schemas';
import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { submitContact } from '../../src/content/contacts.service';
import { setOrderStatus } from '../../src/orders/order-admin.service';
import { changeOrder, lockOrderForChange } from '../../src/orders/order-changes.published';
import { refundOrder } from '../../src/payment/payment-admin.service';
import { advanceRefund } from '../../src/payment/refund-rules';
import { settleAttempt } from '../../src/payment/settlement';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/shared/webhooks';
import { Receiver } from '../../src/testing/webhook-receiver';
import { publishEvent } from '../../src/webhooks/webhooks.published';
import { createWebhook, deleteWebhook } from '../../src/webhooks/webhooks.service';
import { ctxFor } from '../helpers';
import { openShop, order, pay, refundResult, type Shop } from '../support/shop-fixtures';

/**
 * Each event of issue 22 is queued as a delivery in the transaction of the change it reports:
 * the change commits, the delivery is there; the change rolls back, it is not.
 */

const ALLOW_PRIVATE = { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true, lowStockAt: 2 };

describeEachDialect('webhook outbox', (t) => {
  let shop: Shop;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await new Receiver().start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    await t.truncate();
    shop = await openShop(t, 5, { webhooks: ALLOW_PRIVATE });
  });

  const register = (events: readonly string[] = WEBHOOK_EVENTS) =>
    createWebhook.execute(shop.admin, { url: receiver.url, events });

  async function deliveries() {
    const rows = await shop.deps.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .orderBy('deliveryRowId')
      .execute();
    return rows.map((r) => ({
      endpointId: toNumber(r.endpointId),
      type: r.eventType,
      state: r.state,
      envelope: JSON.parse(r.payload) as {
        id: string;
        type: string;
        createdAt: string;
        data: Record<string, unknown>;
      },
      deliveryId: r.deliveryId,
    }));
  }
  const types = async () => (await deliveries()).map((d) => d.type);

  it('queues order.placed with ids and totals, and stock.low once when the stock crosses the mark', async () => {
    const endpoint = await register();
    const placed = await order(shop, 2); // 5 → 3: above the mark
    expect(await types()).toEqual(['order.placed']);
    const [first] = await deliveries();
    expect(first?.endpointId).toBe(endpoint.id);
    expect(first?.envelope).toMatchObject({
      id: first?.deliveryId,
      type: 'order.placed',
      data: {
        orderId: placed.orderId,
        status: 1,
        statusLabel: 'Pending',
        paymentStatus: 'awaiting payment',
        grandTotalPaise: placed.grandTotalPaise,
        lines: 1,
        units: 2,
      },
    });
    // No personal data: no name, address, e-mail or phone anywhere in the payload.
    expect(JSON.stringify(first?.envelope)).not.toMatch(/Asha|MG Road|@example|9876543210/);

    await order(shop, 1); // 3 → 2: crosses
    await order(shop, 1); // 2 → 1: already below, no second notice
    const all = await deliveries();
    expect(all.map((d) => d.type)).toEqual([
      'order.placed',
      'stock.low',
      'order.placed',
      'order.placed',
    ]);
    expect(all[1]?.envelope.data).toEqual({
      frameSizeId: shop.frameSizeId,
      frameId: shop.frameId,
      sizeId: shop.sizeId,
      frameName: 'Oak Classic',
      size: expect.any(String),
      remaining: 2,
      threshold: 2,
    });
  });

  it('queues order.paid at settlement, status changes, cancellation and refund.completed', async () => {
    await register();
    const placed = await order(shop);
    const { attemptId } = await pay(shop, placed.orderId);
    await settleAttempt(shop.system, attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    expect(await types()).toEqual(['order.placed', 'order.paid']);

    await setOrderStatus.execute(shop.admin, { orderId: placed.orderId, status: 2 });
    const changed = (await deliveries()).at(-1);
    expect(changed?.type).toBe('order.status_changed');
    expect(changed?.envelope.data).toMatchObject({ status: 2, previousStatus: 1 });

    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    await setOrderStatus.execute(shop.admin, { orderId: placed.orderId, status: 5 });
    expect((await types()).slice(-2)).toEqual(['order.status_changed', 'order.cancelled']);

    await refundOrder
      .execute(shop.admin, { orderId: placed.orderId, amount: 100 })
      .catch(() => undefined);
    const refund = await shop.deps.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', placed.orderId)
      .orderBy('refundId')
      .executeTakeFirstOrThrow();
    const merchantOrderId = await shop.deps.db
      .selectFrom('payment_attempts')
      .select('merchantOrderId')
      .where('attemptId', '=', attemptId)
      .executeTakeFirstOrThrow();
    await advanceRefund(shop.system, refund, {
      merchantOrderId: merchantOrderId.merchantOrderId,
      api: 'v2',
    });
    const last = (await deliveries()).at(-1);
    expect(last?.type).toBe('refund.completed');
    expect(last?.envelope.data).toMatchObject({
      refundId: refund.merchantRefundId,
      orderId: placed.orderId,
      amountPaise: toNumber(refund.amountPaise),
    });
  });

  it('queues contact.received with the inquiry id only', async () => {
    await register(['contact.received']);
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876500000',
      message: 'Do you frame maps?',
      inquiryType: 'Custom frame',
      website: '',
    });
    const [d] = await deliveries();
    expect(d?.type).toBe('contact.received');
    expect(d?.envelope.data).toEqual({
      contactId: expect.any(Number),
      inquiryType: 'Custom frame',
      receivedAt: expect.any(String),
    });
    expect(JSON.stringify(d?.envelope)).not.toMatch(/Ravi|ravi@|maps|98765/);
  });

  it('writes nothing for a change that rolls back', async () => {
    await register();
    const placed = await order(shop);
    const before = await deliveries();
    await expect(
      shop.deps.db.transaction().execute(async (trx) => {
        const row = await lockOrderForChange(trx, placed.orderId);
        if (!row) throw new Error('no order');
        await changeOrder(trx, shop.admin, row, { status: 2 }, null);
        await publishEvent(trx, shop.deps.now(), 'stock.low', { frameSizeId: 1 });
        expect(
          (await trx.selectFrom('webhook_deliveries').select('deliveryId').execute()).length,
        ).toBe(before.length + 2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliveries()).toEqual(before);
    // An order refused (more than the stock) queues nothing either.
    await expect(order(shop, 50)).rejects.toThrow();
    expect(await deliveries()).toEqual(before);
  });

  it('queues only for endpoints subscribed to the event, and none for a deleted one', async () => {
    const contacts = await register(['contact.received']);
    await register(['order.placed']);
    await order(shop);
    expect(await types()).toEqual(['order.placed']);
    await deleteWebhook.execute(shop.admin, { id: contacts.id });
    await submitContact.execute(ctxFor(shop.deps), {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      message: 'Hello there',
      inquiryType: '',
      website: '',
    });
    expect(await types()).toEqual(['order.placed']);
  });
});
