import { effectiveDpi, printQuality } from '@frameshop/contracts/orders/print-quality';
import type { AdminOrderItem } from './order-format';

const LOOK = {
  great: { className: 'text-green-800', note: '' },
  warning: { className: 'text-amber-800', note: ' (may print soft)' },
  blocked: { className: 'font-semibold text-red-800', note: ' (too low)' },
} as const;

/** The photo's effective DPI at the ordered size, coloured by print quality; '—' when unknown. */
export function PrintResolution({ item }: { item: AdminOrderItem }) {
  const { crop, width, height } = item;
  if (!crop || !width || !height) return <>—</>;
  const dpi = effectiveDpi(crop, { widthIn: width, heightIn: height }).effective;
  const look = LOOK[printQuality(dpi).level];
  return (
    <span className={look.className} data-print-quality={printQuality(dpi).level}>
      {dpi} DPI{look.note}
    </span>
  );
}
