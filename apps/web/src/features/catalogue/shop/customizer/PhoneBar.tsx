import { formatRupees } from '@frameshop/contracts/shared/format';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/Button';

/** The id of the review step's heading, which the phone bar scrolls to and watches. */
export const REVIEW_STEP = 'customizer-step-4';

/**
 * Phones: the live price stays in view at the bottom while the shopper chooses, with a way to
 * the review step; it steps aside once the review step is on screen (or passed), so it never
 * covers 'Add to Cart' or the footer. Hidden from 1024 px, where the preview sits beside the steps.
 */
export function PhoneBar({ price, detail }: { price: number | null; detail: string }) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const review = document.getElementById(REVIEW_STEP)?.closest('section');
    if (!review || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setAway(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(review);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur transition-transform lg:hidden ${away ? 'invisible translate-y-full' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight">
          <span className="block font-semibold text-stone-900">
            {price === null ? 'Price' : formatRupees(price)}
          </span>
          <span className="block truncate text-xs text-stone-600">{detail}</span>
        </p>
        <Button
          className="shrink-0"
          onClick={() =>
            document
              .getElementById(REVIEW_STEP)
              ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          Review & add
        </Button>
      </div>
    </div>
  );
}
