import { stockBadge } from '@frameshop/contracts/catalogue/stock';

const TONES = {
  out: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  in: 'bg-green-100 text-green-800',
} as const;

export function StockBadge({ remaining }: { remaining: number }) {
  const badge = stockBadge(remaining);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[badge.tone]}`}>
      {badge.label}
    </span>
  );
}
