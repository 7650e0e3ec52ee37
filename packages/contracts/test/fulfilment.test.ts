import { describe, expect, it } from 'vitest';
import {
  carrierInput,
  codRefusal,
  codSettingsForm,
  DEFAULT_COD_SETTINGS,
  trackingLink,
  trackingNumber,
} from '../src/orders/fulfilment';
import { cancelBlocked, cancelConsequence } from '../src/orders/messages';

/** Shipment tracking and cash on delivery (issue 23): the rules both sides share. */
describe('carriers and AWB numbers', () => {
  it('takes an https template with {awb} exactly once', () => {
    const ok = (trackingUrl: string) => carrierInput.safeParse({ name: 'X', trackingUrl }).success;
    expect(ok('https://carrier.example/track?awb={awb}')).toBe(true);
    expect(ok('https://carrier.example/{awb}/status')).toBe(true);
    expect(ok('http://carrier.example/track?awb={awb}')).toBe(false);
    expect(ok('https://carrier.example/track')).toBe(false);
    expect(ok('https://carrier.example/{awb}?again={awb}')).toBe(false);
    expect(ok('javascript:alert(1)//{awb}')).toBe(false);
    expect(ok(`https://carrier.example/${'a'.repeat(300)}{awb}`)).toBe(false);
  });

  it('puts the AWB in the link, encoded', () => {
    expect(trackingLink('https://c.example/t?awb={awb}', 'AB12345678')).toBe(
      'https://c.example/t?awb=AB12345678',
    );
    expect(trackingNumber.parse(' ab12345678 ')).toBe('AB12345678');
    for (const bad of ['AB 123456', 'AB-123456', '12345', 'A'.repeat(31), '<script>']) {
      expect(trackingNumber.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('cash on delivery', () => {
  it('is refused while off and above the maximum, with the reason', () => {
    expect(codRefusal(100, DEFAULT_COD_SETTINGS)).toBe('Cash on delivery is not available');
    const on = { ...DEFAULT_COD_SETTINGS, enabled: true };
    expect(codRefusal(1_000_000, on)).toBeNull();
    expect(codRefusal(1_000_001, on)).toBe(
      'Cash on delivery is available for orders up to ₹10,000.00',
    );
  });

  it('the admin form speaks rupees and saves paise', () => {
    expect(
      codSettingsForm.parse({ enabled: true, maxOrderRupees: 10000, feeRupees: 49.5 }),
    ).toEqual({ enabled: true, maxOrderPaise: 1_000_000, feePaise: 4_950 });
    expect(
      codSettingsForm.safeParse({ enabled: true, maxOrderRupees: 0, feeRupees: 0 }).success,
    ).toBe(false);
    expect(
      codSettingsForm.safeParse({ enabled: true, maxOrderRupees: 100, feeRupees: 1001 }).success,
    ).toBe(false);
  });

  it('cancelling an order whose cash is due names no refund', () => {
    const said = cancelConsequence({
      orderId: 7,
      status: 2,
      grandTotal: 1299,
      refunded: 0,
      paymentStatus: 'cod due',
    });
    expect(said.refund).toBe(0);
    expect([said.title, said.confirm, said.done].join(' ')).not.toMatch(/refund/i);
    expect(said.details).toContain(
      'Cash on delivery: nothing has been paid, so there is nothing to refund.',
    );
  });

  it('a delivered order paid online is not cancelled from the status select: it is refunded as a return first', () => {
    const delivered = { status: 4, paymentStatus: 'paid' };
    expect(cancelBlocked({ ...delivered, paymentMethod: 'phonepe' })).toBe(
      'This order was delivered: refund what the return warrants in its payment panel first, then cancel it',
    );
    // Cash taken on delivery is flagged for the admin, not refunded: it may be cancelled.
    expect(cancelBlocked({ ...delivered, paymentMethod: 'cod' })).toBeNull();
    // Not known here: the server decides.
    expect(cancelBlocked(delivered)).toBeNull();
    expect(
      cancelBlocked({ status: 3, paymentStatus: 'paid', paymentMethod: 'phonepe' }),
    ).toBeNull();
    expect(
      cancelBlocked({ status: 4, paymentStatus: 'refunded', paymentMethod: 'phonepe' }),
    ).toBeNull();
  });
});
