import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 24: no screen may refund or release paid stock without asking first. Every mutation
 * that can do it is called from exactly one component, and each of those asks (a dialog naming
 * the consequence; its browser tests: cancel-confirmation, orders-admin-extras, orders-checkout).
 * A new caller anywhere else fails here until it goes through one of them.
 */
const SRC = join(import.meta.dirname, '../src');
const MONEY_MUTATIONS: Record<string, string[]> = {
  // Cancelled refunds a paid order at once and puts unshipped stock back on sale.
  'orders.setStatus': ['components/admin/OrderStatusSelect.tsx'],
  'payment.refund': ['features/orders/admin/RefundForm.tsx'],
  // A shopper's own cancellation refunds a paid order.
  'orders.cancelMine': ['features/orders/shop/my-orders/OrderDetail.tsx'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every path that moves money asks first', () => {
  const files = sources(SRC).map((path) => ({
    name: relative(SRC, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

  for (const [procedure, allowed] of Object.entries(MONEY_MUTATIONS)) {
    it(`calls ${procedure} only from the component that confirms it`, () => {
      // `trpc.orders.setStatus.useMutation`, `utils.client.orders.setStatus.mutate`, ...
      const call = new RegExp(
        `\\b${procedure.replace('.', '\\s*\\.\\s*')}\\s*\\.\\s*(useMutation|mutate)\\b`,
      );
      const callers = files.filter((f) => call.test(f.text)).map((f) => f.name);
      expect(callers.sort()).toEqual([...allowed].sort());
    });
  }

  it('the confirming components ask before they call', () => {
    const text = (name: string) => files.find((f) => f.name === name)?.text ?? '';
    // A dialog (ConfirmDialog or Dialog) in each, and the status select asks on Cancelled.
    for (const name of Object.values(MONEY_MUTATIONS).flat()) {
      expect(text(name), name).toMatch(/<(Confirm)?Dialog\b/);
    }
    // On Cancelled it asks, or says why it cannot (a delivered order is refunded first): it
    // never calls setStatus without the question.
    expect(text('components/admin/OrderStatusSelect.tsx')).toMatch(
      /status === CANCELLED_STATUS\) \{\s*const blocked = cancelBlocked\(order\);\s*if \(blocked\) return notify\.error\([^;]*\);\s*return setAsking\('cancel'\);/,
    );
  });
});
