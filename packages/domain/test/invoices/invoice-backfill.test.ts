import { toNumber } from '@frameshop/db/rows';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { backfillInvoices, uninvoicedOrders } from '../../src/invoices/backfill.service';
import { creditNote, orderInvoice, saveSellerDetails } from '../../src/invoices/invoices.service';
import { refundOrder } from '../../src/payment/payment-admin.service';
import { advanceRefund } from '../../src/payment/refund-rules';
import { settleAttempt } from '../../src/payment/settlement';
import type { ServiceContext } from '../../src/shared/context';
import { refusal } from '../helpers';
import { openShop, order, pay, refundResult, type Shop } from '../support/shop-fixtures';

/**
 * Back-filling invoices (issue 23) for orders paid while no seller was set: dated and numbered
 * by their payment, in payment order, refunds credited, and two concurrent runs issuing each
 * invoice once with no gap.
 */

const KARNATAKA = {
  legalName: 'Frame Shop Private Limited',
  address: '4 Residency Road, Bengaluru 560025',
  state: 'Karnataka' as const,
  gstin: '29AAPFU0939F1ZR',
};

const ist = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);
const at = (ctx: ServiceContext, ms: number): ServiceContext => ({ ...ctx, now: () => ms });

describeEachDialect('Back-filled invoices', (t) => {
  let shop: Shop;
  beforeEach(async () => {
    await t.truncate();
    // No seller configured: payments complete without invoices, as before issue 23's settings.
    shop = await openShop(t, 60, {
      seller: null,
      throttle: { attempt: async () => {}, forgive: async () => {} },
    });
  });

  async function paidAt(ms: number) {
    const placed = await order(shop, 1);
    const { attemptId, merchantOrderId } = await pay(shop, placed.orderId);
    await settleAttempt(at(shop.system, ms), attemptId, {
      state: 'COMPLETED',
      amountPaise: placed.grandTotalPaise,
      transactionId: 'T1',
      code: 'COMPLETED',
    });
    return { ...placed, merchantOrderId, paidAt: ms };
  }

  const snapshot = async () => ({
    invoices: await shop.deps.db.selectFrom('invoices').selectAll().execute(),
    notes: await shop.deps.db.selectFrom('credit_notes').selectAll().execute(),
    series: await shop.deps.db.selectFrom('invoice_series').selectAll().execute(),
    rates: await shop.deps.db.selectFrom('tax_document_rates').selectAll().execute(),
  });

  it('issues them dated and numbered by payment, refunds credited, once', async () => {
    // Paid in this order, placed in another: numbering follows payment.
    const april = await paidAt(ist('2027-04-01T00:30:00'));
    const march = await paidAt(ist('2027-03-31T23:00:00'));
    const later = await paidAt(ist('2027-04-03T09:00:00'));
    shop.gateway.refundAnswer = (id) => refundResult(id, 'COMPLETED');
    await refundOrder.execute(shop.admin, { orderId: april.orderId, amount: 200 });
    const refund = await shop.deps.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', april.orderId)
      .executeTakeFirstOrThrow();
    await advanceRefund(at(shop.system, ist('2027-04-02T10:00:00')), refund, {
      merchantOrderId: april.merchantOrderId,
      api: 'v2',
    });
    expect(await uninvoicedOrders.execute(shop.admin, {})).toEqual({ count: 3, sellerSet: false });

    // No seller yet: refused, nothing issued.
    const before = await snapshot();
    expect(
      await refusal(() => backfillInvoices.execute(shop.admin, { expected: 3 })),
    ).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('seller') });
    expect(await snapshot()).toEqual(before);

    await saveSellerDetails.execute(shop.admin, KARNATAKA);
    expect(await uninvoicedOrders.execute(shop.admin, {})).toEqual({ count: 3, sellerSet: true });
    // Confirmed fewer than there are: refused, nothing issued.
    expect(
      await refusal(() => backfillInvoices.execute(shop.admin, { expected: 2 })),
    ).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('3 paid orders') });
    expect(await snapshot()).toEqual(before);
    // Not an admin: refused.
    expect(
      await refusal(() => backfillInvoices.execute(shop.shopper, { expected: 3 })),
    ).toMatchObject({ code: 'FORBIDDEN' });

    expect(await backfillInvoices.execute(shop.admin, { expected: 3 })).toEqual({
      invoices: 3,
      creditNotes: 1,
      remaining: 0,
    });
    const doc = async (orderId: number) => orderInvoice.execute(shop.admin, { orderId });
    expect(
      [await doc(march.orderId), await doc(april.orderId), await doc(later.orderId)].map((d) => [
        d.number,
        d.issuedAt,
      ]),
    ).toEqual([
      ['FS/26-27/000001', march.paidAt],
      ['FS/27-28/000001', april.paidAt],
      ['FS/27-28/000002', later.paidAt],
    ]);
    const note = await creditNote.execute(shop.shopper, { refundId: toNumber(refund.refundId) });
    expect([note.number, note.issuedAt, note.totals.grossPaise]).toEqual([
      'FSCN/27-28/00001',
      ist('2027-04-02T10:00:00'),
      20_000,
    ]);
    // The reports' rollup has them too: one row per document and rate.
    expect((await snapshot()).rates).toHaveLength(4);

    // A second run finds nothing left and changes nothing.
    const after = await snapshot();
    expect(await backfillInvoices.execute(shop.admin, { expected: 3 })).toEqual({
      invoices: 0,
      creditNotes: 0,
      remaining: 0,
    });
    expect(await snapshot()).toEqual(after);
    expect(await uninvoicedOrders.execute(shop.admin, {})).toEqual({ count: 0, sellerSet: true });
  }, 60_000);

  it('issues each invoice once, in payment order with no gap, under two concurrent runs', async () => {
    const base = ist('2027-05-01T10:00:00');
    const paid = [];
    for (let i = 0; i < 20; i++) paid.push(await paidAt(base + i * 60_000));
    await saveSellerDetails.execute(shop.admin, KARNATAKA);
    const [a, b] = await Promise.all([
      backfillInvoices.execute(shop.admin, { expected: 20 }),
      backfillInvoices.execute(shop.admin, { expected: 20 }),
    ]);
    expect((a?.invoices ?? 0) + (b?.invoices ?? 0)).toBe(20);
    const invoices = await shop.deps.db
      .selectFrom('invoices')
      .select(['orderId', 'number'])
      .orderBy('number')
      .execute();
    expect(invoices.map((r) => r.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => `FS/27-28/${String(i + 1).padStart(6, '0')}`),
    );
    // Payment order is number order.
    expect(invoices.map((r) => toNumber(r.orderId))).toEqual(paid.map((p) => p.orderId));
    const series = await shop.deps.db.selectFrom('invoice_series').selectAll().execute();
    expect(series.map((s) => [s.kind, s.financialYear, toNumber(s.lastNumber)])).toEqual([
      ['invoice', '27-28', 20],
    ]);
  }, 120_000);
});
