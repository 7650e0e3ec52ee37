/** A grey placeholder block while the first answer is on its way. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded bg-stone-200 ${className}`} />;
}
