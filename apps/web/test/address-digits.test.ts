import { describe, expect, it } from 'vitest';
import { mobileDigits, postalDigits } from '../src/features/orders/shop/checkout/address-digits';

describe('checkout digits', () => {
  it('keeps a mobile number to its 10 national digits, whatever was pasted', () => {
    expect(mobileDigits('98765abc43210')).toBe('9876543210');
    expect(mobileDigits('+91 98765-43210')).toBe('9876543210');
    expect(mobileDigits('098765 43210')).toBe('9876543210');
    expect(mobileDigits('12345abc')).toBe('12345');
    expect(mobileDigits('987654321099')).toBe('9876543210');
  });

  it('keeps a PIN code to 6 digits', () => {
    expect(postalDigits('560 038')).toBe('560038');
    expect(postalDigits('56o038')).toBe('56038');
    expect(postalDigits('5600381')).toBe('560038');
  });
});
