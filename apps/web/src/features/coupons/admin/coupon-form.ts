import { IST_OFFSET_MS } from '@frameshop/contracts/analytics/ist';
import {
  type CouponDto,
  type CouponKind,
  type CouponScope,
  createCouponInput,
} from '@frameshop/contracts/coupons/coupons';

/**
 * The form's values are what its inputs hold (text); `toInput` turns them into the contract's
 * input, in IST for the dates, and the contract's own schema checks them before they are sent.
 */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerAccount: string;
  appliesTo: CouponScope;
  frameIds: number[];
  paused: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerAccount: '',
  appliesTo: 'all',
  frameIds: [],
  paused: false,
};

/** 'YYYY-MM-DDTHH:mm' as a datetime-local input shows it, in IST. */
function istLocal(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

export function formValuesOf(c: CouponDto): CouponFormValues {
  return {
    code: c.code,
    kind: c.kind,
    value: c.kind === 'free_shipping' ? '' : String(c.value),
    minSubtotal: c.minSubtotal ? String(c.minSubtotal) : '',
    startsAt: istLocal(c.startsAt),
    endsAt: istLocal(c.endsAt),
    maxUses: c.maxUses === null ? '' : String(c.maxUses),
    maxUsesPerAccount: c.maxUsesPerAccount === null ? '' : String(c.maxUsesPerAccount),
    appliesTo: c.appliesTo,
    frameIds: c.frameIds,
    paused: c.paused,
  };
}

const num = (text: string) => (text.trim() === '' ? null : Number(text));

export function toInput(v: CouponFormValues) {
  return createCouponInput.safeParse({
    code: v.code,
    kind: v.kind,
    value: v.kind === 'free_shipping' ? 0 : (num(v.value) ?? Number.NaN),
    minSubtotal: num(v.minSubtotal) ?? 0,
    startsAt: v.startsAt ? `${v.startsAt}:00+05:30` : null,
    endsAt: v.endsAt ? `${v.endsAt}:00+05:30` : null,
    maxUses: num(v.maxUses),
    maxUsesPerAccount: num(v.maxUsesPerAccount),
    appliesTo: v.appliesTo,
    frameIds: v.appliesTo === 'frames' ? v.frameIds : [],
    paused: v.paused,
  });
}

export const KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  amount: 'Amount off (₹)',
  free_shipping: 'Free shipping',
};

export const SCOPE_LABELS: Record<CouponScope, string> = {
  all: 'All frames',
  frames: 'Chosen frames',
  custom: 'Custom frames only',
};
