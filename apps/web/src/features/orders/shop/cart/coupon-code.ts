import { useSyncExternalStore } from 'react';

/**
 * The discount code the shopper applied (issue 23), kept beside the cart in localStorage so the
 * checkout prices and places the order with it. Only the code: what it takes off is always the
 * server's answer.
 */
const KEY = 'cart-coupon';
const CHANGED = 'cart-coupon-changed';

export function readCouponCode(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function setCouponCode(code: string): void {
  const trimmed = code.trim().toUpperCase();
  if (trimmed) localStorage.setItem(KEY, trimmed);
  else localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useCouponCode(): string {
  return useSyncExternalStore(subscribe, readCouponCode, () => '');
}
