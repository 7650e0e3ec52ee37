/**
 * Spec sections 2 and 9: Previous, the first page, pages within 2 of the current one, the
 * last page, Next; gaps shown as an ellipsis.
 */
export function pagerItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - (sorted[i - 1] as number) > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

/**
 * Spec section 9 (reviews): a window of at most `size` page numbers, the current one as central
 * as the ends allow, without first/last or gaps.
 */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function Pager(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Which page numbers to show; the spec's default for frame and news lists. */
  items?: (current: number, total: number) => (number | 'gap')[];
}) {
  const { page, totalPages, onChange, items = pagerItems } = props;
  if (totalPages <= 1) return null;
  const base =
    'min-h-11 min-w-11 rounded-lg border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${base} border-stone-300 bg-white`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {items(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${i}`} className="px-1 text-stone-500" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={`${base} ${item === page ? 'border-amber-700 bg-amber-700 text-white' : 'border-stone-300 bg-white'}`}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} border-stone-300 bg-white`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
