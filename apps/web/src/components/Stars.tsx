/** An average rating as five stars, with the number for screen readers. */
export function Stars({ rating, count }: { rating: number; count: number }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1 text-sm" title={`${rating} out of 5`}>
      <span aria-hidden className="text-amber-500">
        {'★'.repeat(full)}
        <span className="text-stone-300">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      <span className="text-stone-500">({count})</span>
    </span>
  );
}
