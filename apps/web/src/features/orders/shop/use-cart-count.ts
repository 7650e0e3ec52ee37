import { useSyncExternalStore } from 'react';

/**
 * Items in the cart, read from local storage key `cart` (a list of lines with a quantity).
 * The cart issue owns writing it; the navbar only counts, and follows other tabs' changes.
 */
const KEY = 'cart';

function read(): number {
  try {
    const lines = JSON.parse(localStorage.getItem(KEY) ?? '[]') as { quantity?: number }[];
    return Array.isArray(lines) ? lines.reduce((n, l) => n + (Number(l.quantity) || 1), 0) : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const handler = (e: StorageEvent) => (e.key === KEY || e.key === null) && onChange();
  window.addEventListener('storage', handler);
  window.addEventListener('cart-changed', onChange);
  return () => {
    window.removeEventListener('storage', handler);
    window.removeEventListener('cart-changed', onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
