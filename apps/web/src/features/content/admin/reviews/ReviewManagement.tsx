import type { AdminReviewDto, ReviewDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ActionsTable } from '../../../../components/ActionsTable';
import { ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Pager, pageWindow } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { serverMessage } from '../../../../lib/errors';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { useClientPage } from '../../../../lib/use-client-page';

/** Spec section 9: 10 per page, paged in the browser. */
export const REVIEWS_PER_PAGE = 10;

/** A review matches the user's name, the title, the frame's name, or the rating ('4', '4/5'). */
export function reviewMatches(
  review: ReviewDto & Partial<Pick<AdminReviewDto, 'frameName'>>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (review.name.toLowerCase().includes(q) || review.title.toLowerCase().includes(q)) return true;
  if (review.frameName?.toLowerCase().includes(q)) return true;
  const rating = q.replace(/\s+/g, '').replace(/\/5$/, '');
  return /^\d$/.test(rating) && Number(rating) === review.rating;
}

/** Spec section 3: Review Management. */
export function ReviewManagement() {
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

  const list = useClientPage(reviews.data, {
    matches: reviewMatches,
    perPage: REVIEWS_PER_PAGE,
  });
  const { matches, visible, first } = list;

  return (
    <div className="space-y-4">
      <ListHeader title="Review Management">
        <SearchInput
          value={list.search}
          onValueChange={list.setSearch}
          placeholder="Search by user, frame, rating or title"
          aria-label="Search reviews"
          width="sm:w-80"
        />
      </ListHeader>
      <QueryView
        query={reviews}
        loading="Loading reviews..."
        error={m.reviewsFetchFailed}
        isEmpty={() => matches.length === 0}
        empty={list.searching ? 'No reviews match your search' : 'No reviews yet'}
      >
        {() => (
          <>
            <ActionsTable
              headers={['User', 'Frame', 'Title', 'Rating', 'Comment', 'Date']}
              rows={visible.map((review) => ({
                key: review.ratingId,
                label: `review "${review.title}" by ${review.name}`,
                cells: [
                  <div key="user" className="space-y-1">
                    <span className="font-medium">{review.name}</span>
                    {review.verified ? <VerifiedBadge /> : null}
                  </div>,
                  <FrameLinks key="frame" review={review} />,
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
            <Pager
              page={list.page}
              totalPages={list.totalPages}
              onChange={list.setPage}
              items={pageWindow}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

/**
 * Issue 24: which frame the review is about: its admin page (where the frame is edited, archived
 * or not) and the shop's product page, where the review is shown.
 */
function FrameLinks({ review }: { review: AdminReviewDto }) {
  return (
    <div className="min-w-[8rem] space-y-1">
      <Link
        to="/admin/frame/$frameId"
        params={{ frameId: String(review.frameId) }}
        className="font-medium text-amber-800 underline"
      >
        {review.frameName}
      </Link>
      <a
        href={`/Singleproduct/${review.frameId}`}
        target="_blank"
        rel="noreferrer"
        className="block text-xs text-stone-600 underline"
        aria-label={`${review.frameName} in the shop (opens in a new tab)`}
      >
        Shop page
      </a>
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
