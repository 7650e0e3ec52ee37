import type { PaymentStatus } from '@frameshop/contracts/orders/statuses';
import { statusLabel } from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { paiseToRupees } from '@frameshop/contracts/shared/money';

/** The demo orders' made-up histories (pure: no I/O), kept apart from the seed's writes. */

/** mulberry32: small, fast, and the same sequence on every machine. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Story {
  payment: PaymentStatus;
  paid: boolean;
  status: number;
  refundedPaise: number;
  events: { actor: string; kind: string; detail: string }[];
}

/** What happened to an order of this age: its payment, how far it got, and the timeline. */
export function storyOf(rand: () => number, ageDays: number, grandPaise: number): Story {
  const roll = rand();
  const gateway = 'phonepe';
  const paidEvent = { actor: gateway, kind: 'payment', detail: 'Payment confirmed by PhonePe' };
  const walk = (to: number) =>
    Array.from({ length: to - 1 }, (_, k) => ({
      actor: 'admin',
      kind: 'status',
      detail: `${statusLabel(k + 1)} → ${statusLabel(k + 2)}`,
    }));
  const cancel = {
    actor: 'admin',
    kind: 'status',
    detail: `${statusLabel(1)} → ${statusLabel(5)}`,
  };
  if (ageDays < 0.25) {
    return { payment: 'awaiting payment', paid: false, status: 1, refundedPaise: 0, events: [] };
  }
  if (roll < 0.07) {
    return {
      payment: 'failed',
      paid: false,
      status: 1,
      refundedPaise: 0,
      events: [{ actor: gateway, kind: 'payment', detail: 'Payment failed at PhonePe' }],
    };
  }
  if (roll < 0.13) {
    return {
      payment: 'expired',
      paid: false,
      status: 5,
      refundedPaise: 0,
      events: [
        { actor: 'payment-reconciler', kind: 'payment', detail: 'Payment window expired' },
        cancel,
      ],
    };
  }
  const refund = `Refund of ${formatRupees(paiseToRupees(grandPaise))} requested`;
  if (roll < 0.19) {
    return {
      payment: 'refunded',
      paid: true,
      status: 5,
      refundedPaise: grandPaise,
      events: [
        paidEvent,
        cancel,
        { actor: 'admin', kind: 'refund', detail: refund },
        { actor: gateway, kind: 'refund', detail: 'Refund completed' },
      ],
    };
  }
  if (roll < 0.23) {
    return {
      payment: 'refund pending',
      paid: true,
      status: 5,
      refundedPaise: 0,
      events: [paidEvent, cancel, { actor: 'admin', kind: 'refund', detail: refund }],
    };
  }
  const status =
    ageDays < 4
      ? 1 + Math.floor(rand() * 2)
      : ageDays < 12
        ? 2 + Math.floor(rand() * 2)
        : rand() < 0.9
          ? 4
          : 3;
  return {
    payment: 'paid',
    paid: true,
    status,
    refundedPaise: 0,
    events: [paidEvent, ...walk(status)],
  };
}
