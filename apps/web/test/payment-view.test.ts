import type { OrderDto } from '@frameshop/contracts/orders/orders';
import { PAYMENT_MESSAGES } from '@frameshop/contracts/payment/payment';
import { describe, expect, it } from 'vitest';
import { canPay, paymentSummary } from '../src/features/orders/shop/my-orders/order-view';

type Money = Pick<OrderDto, 'paymentStatus' | 'refunded' | 'paidAt' | 'status'>;
const order = (o: Partial<Money>): Money => ({
  paymentStatus: 'awaiting payment',
  refunded: 0,
  paidAt: null,
  status: 1,
  ...o,
});

/** What the shopper's order list says about money, for every payment status (issue 12). */
describe('paymentSummary', () => {
  it('awaiting payment: payable until cancelled', () => {
    expect(paymentSummary(order({})).label).toBe('Awaiting payment');
    expect(canPay(order({}))).toBe(true);
    expect(paymentSummary(order({ status: 5 }))).toEqual({
      label: 'Not paid',
      note: 'Nothing was charged.',
    });
    expect(canPay(order({ status: 5 }))).toBe(false);
  });

  it('paid, failed and expired', () => {
    const paid = paymentSummary(order({ paymentStatus: 'paid', paidAt: '2026-11-24T09:00:00Z' }));
    expect(paid.label).toBe('Paid');
    expect(paid.note).toMatch(/^Paid on /);
    expect(canPay(order({ paymentStatus: 'paid' }))).toBe(false);
    expect(paymentSummary(order({ paymentStatus: 'failed' })).label).toBe('Payment failed');
    expect(paymentSummary(order({ paymentStatus: 'expired' })).label).toBe('Payment expired');
  });

  it('refunds name the amount and quote the promise', () => {
    const pending = paymentSummary(order({ paymentStatus: 'refund pending', status: 5 }));
    expect(pending.label).toBe('Refund pending');
    expect(pending.note).toContain(PAYMENT_MESSAGES.refundPromise);
    const done = paymentSummary(order({ paymentStatus: 'refunded', refunded: 2719, status: 5 }));
    expect(done.label).toBe('Refunded ₹2,719.00');
    expect(done.note).toBe(`${PAYMENT_MESSAGES.refundPromise}.`);
    const partial = paymentSummary(order({ paymentStatus: 'paid', refunded: 500 }));
    expect(partial.note).toBe(`₹500.00 refunded. ${PAYMENT_MESSAGES.refundPromise}.`);
  });
});
