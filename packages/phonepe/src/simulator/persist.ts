import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimOrder, SimRefund, SimState } from './state';

/**
 * The simulator's memory on disk: a shop restarted in simulator mode still finds the payments
 * it made before (a refund of one, a status call), as it would at PhonePe. The test controls'
 * switches and the call counts are not kept: they belong to one run.
 */
interface Saved {
  orders: SimOrder[];
  refunds: Omit<SimRefund, 'timer'>[];
  tokens: [string, number][];
}

export function loadState(state: SimState, file: string): void {
  let saved: Saved;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
  } catch {
    // None yet (or unreadable): a simulator with no history, as on first start.
    return;
  }
  for (const o of saved.orders ?? []) {
    state.orders.set(o.merchantOrderId, o);
    state.byPageToken.set(o.pageToken, o);
  }
  for (const r of saved.refunds ?? []) state.refunds.set(r.merchantRefundId, { ...r, timer: null });
  for (const [token, expiresAt] of saved.tokens ?? []) state.tokens.set(token, expiresAt);
}

/** Written whole to a temporary file and renamed over the last, so a crash leaves one or the other. */
export function saveState(state: SimState, file: string): void {
  const saved: Saved = {
    orders: [...state.orders.values()],
    refunds: [...state.refunds.values()].map(({ timer: _, ...r }) => r),
    tokens: [...state.tokens.entries()],
  };
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(saved));
  renameSync(temporary, file);
}
