/** Spec section 9: the review pager shows a window of at most 5 page numbers. */
export const PAGE_WINDOW = 5;

/** The page numbers shown: up to 5, the current one as central as the ends allow. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function ReviewPager(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { page, totalPages, onChange } = props;
  if (totalPages <= 1) return null;
  const base =
    'min-w-9 rounded-lg border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40';
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
      {pageWindow(page, totalPages).map((item) => (
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
      ))}
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
