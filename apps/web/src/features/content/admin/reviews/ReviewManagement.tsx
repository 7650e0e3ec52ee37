import type { ReviewDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { useEffect, useMemo, useState } from 'react';
import { ActionsTable } from '../../../../components/ActionsTable';
import { Pager, pageWindow } from '../../../../components/Pager';
import { ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

/** Spec section 9: 10 per page, paged in the browser. */
export const REVIEWS_PER_PAGE = 10;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A review matches the user's name, the title, or the rating ('4', '4/5'). */
export function reviewMatches(review: ReviewDto, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (review.name.toLowerCase().includes(q) || review.title.toLowerCase().includes(q)) return true;
  const rating = q.replace(/\s+/g, '').replace(/\/5$/, '');
  return /^\d$/.test(rating) && Number(rating) === review.rating;
}

/** Spec section 3: Review Management. */
export function ReviewManagement() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  const reviews = trpc.content.reviews.listAll.useQuery();
  useEffect(() => {
    if (reviews.isError) notify.error(m.reviewsFetchFailed);
  }, [reviews.isError]);
  const remove = trpc.content.reviews.delete.useMutation({
    onSuccess: async () => {
      notify.success(m.reviewDeleted);
      await utils.content.reviews.invalidate();
    },
    onError: (error) => notify.error(serverMessage(error) ?? m.reviewDeleteFailed),
  });

  const matches = useMemo(
    () => (reviews.data ?? []).filter((r) => reviewMatches(r, search)),
    [reviews.data, search],
  );
  const totalPages = Math.max(1, Math.ceil(matches.length / REVIEWS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const first = (current - 1) * REVIEWS_PER_PAGE;
  const visible = matches.slice(first, first + REVIEWS_PER_PAGE);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold">Review Management</h1>
        <input
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          placeholder="Search by user, rating or title"
          aria-label="Search reviews"
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm sm:w-80"
        />
      </div>
      {reviews.isPending ? (
        <Spinner label="Loading reviews..." />
      ) : reviews.isError ? (
        <ErrorState message={m.reviewsFetchFailed} onRetry={() => reviews.refetch()} />
      ) : matches.length === 0 ? (
        <p className="rounded-lg bg-white py-10 text-center text-stone-500">
          {search.trim() ? 'No reviews match your search' : 'No reviews yet'}
        </p>
      ) : (
        <>
          <ActionsTable
            headers={['User', 'Title', 'Rating', 'Comment', 'Date']}
            rows={visible.map((review) => ({
              key: review.ratingId,
              label: `review "${review.title}" by ${review.name}`,
              cells: [
                <div key="user" className="space-y-1">
                  <span className="font-medium">{review.name}</span>
                  {review.verified ? <VerifiedBadge /> : null}
                </div>,
                <span key="title">{review.title}</span>,
                <span key="rating" className="whitespace-nowrap">
                  {review.rating}/5
                </span>,
                <p key="comment" className="max-w-sm whitespace-pre-wrap break-words">
                  {review.review || <span className="text-stone-400">No comment</span>}
                </p>,
                <span key="date" className="whitespace-nowrap">
                  {formatDate(review.createdAt)}
                </span>,
              ],
              onDelete: () => {
                if (window.confirm('Are you sure you want to delete this review?')) {
                  remove.mutate({ ratingId: review.ratingId });
                }
              },
              deleteDisabled: remove.isPending,
            }))}
            footer={`Showing ${first + 1} to ${first + visible.length} of ${matches.length} reviews`}
          />
          <Pager page={current} totalPages={totalPages} onChange={setPage} items={pageWindow} />
        </>
      )}
    </div>
  );
}

/** The author has a delivered order containing this frame (issue 11). */
function VerifiedBadge() {
  return (
    <span className="flex w-fit items-center gap-1 whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 ring-1 ring-inset ring-green-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
      </svg>
      Verified purchase
    </span>
  );
}
