import type { ReviewDto } from '@frameshop/contracts/content/dtos';
import { formatDate } from '../../../../lib/format';

/** One review: stars, date, title, comment, author, and 'Verified purchase' when it is one. */
export function ReviewItem({ review }: { review: ReviewDto }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-amber-500" title={`${review.rating} out of 5`}>
          <span aria-hidden>
            {'★'.repeat(review.rating)}
            <span className="text-stone-300">{'★'.repeat(5 - review.rating)}</span>
          </span>
          <span className="sr-only">{`Rated ${review.rating} out of 5`}</span>
        </span>
        <span className="text-xs text-stone-500">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {edited ? ' · edited' : ''}
        </span>
      </div>
      <h4 className="mt-2 break-words font-semibold text-stone-900">{review.title}</h4>
      {review.review ? (
        <p className="mt-1 whitespace-pre-line break-words text-stone-700">{review.review}</p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <span>{review.name}</span>
        {review.verified ? <VerifiedBadge /> : null}
      </p>
    </li>
  );
}

/** The author has a delivered order with this frame (the server decides: ReviewDto.verified). */
function VerifiedBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-inset ring-green-200"
      data-verified-purchase
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M6.4 11.2 3.2 8l1.1-1.1 2.1 2.1 5.3-5.3L12.8 4.8z" />
      </svg>
      Verified purchase
    </span>
  );
}
