import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { relatedQuery } from '@frameshop/contracts/catalogue/listing-search';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FrameCard, FrameCardSkeleton } from '../../../../components/FrameCard';
import { Pager, pageWindow } from '../../../../components/Pager';
import { Stars } from '../../../../components/Stars';
import { ErrorState } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';
import { useHydrated } from '../../../../lib/use-hydrated';
import { useAuthDialog } from '../../../auth/auth-dialog';
import { useMe } from '../../../auth/use-session';
import { reviewsPageInput } from './queries';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

/** Below the fold of a product page: its reviews and related frames (loaded as one chunk). */
export default function ProductExtras({
  frame,
  reviewsSectionId,
}: {
  frame: FrameDto;
  reviewsSectionId: string;
}) {
  return (
    <>
      <Reviews key={frame.frameId} frame={frame} sectionId={reviewsSectionId} />
      <RelatedFrames frame={frame} />
    </>
  );
}

function Reviews({ frame, sectionId }: { frame: FrameDto; sectionId: string }) {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLHeadingElement>(null);
  const reviews = trpc.content.reviews.listForFrame.useQuery(
    reviewsPageInput(frame.frameId, page),
    { placeholderData: keepPreviousData },
  );
  const data = reviews.data;
  return (
    <section
      id={sectionId}
      aria-labelledby={`${sectionId}-title`}
      className="mt-12 scroll-mt-24 border-t border-stone-200 pt-10"
    >
      <h2 id={`${sectionId}-title`} className="text-2xl font-semibold tracking-tight">
        Customer reviews
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-[280px_1fr]">
        <div className="space-y-5">
          <RatingSummary frame={frame} />
          <WriteReview
            frame={frame}
            onSaved={(created) => {
              if (created) setPage(1);
            }}
          />
        </div>
        <div className="min-w-0">
          <h3 ref={listRef} tabIndex={-1} className="sr-only">
            Reviews, newest first
          </h3>
          {reviews.isPending ? (
            <ul aria-busy="true" aria-label="Loading reviews" className="space-y-4">
              {['a', 'b'].map((k) => (
                <li key={k} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
                  <div className="h-4 w-24 animate-pulse rounded bg-stone-200" />
                  <div className="h-5 w-1/2 animate-pulse rounded bg-stone-200" />
                  <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
                </li>
              ))}
            </ul>
          ) : reviews.isError && !data ? (
            <ErrorState message="We couldn't load the reviews." onRetry={() => reviews.refetch()} />
          ) : data && data.reviews.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
              No reviews yet. Bought this frame? Tell other shoppers what you think.
            </p>
          ) : data ? (
            <div className="space-y-6">
              <ul
                aria-label="Reviews"
                className={`space-y-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {data.reviews.map((review) => (
                  <ReviewItem key={review.ratingId} review={review} />
                ))}
              </ul>
              <Pager
                page={page}
                totalPages={data.pagination.totalPages}
                items={pageWindow}
                onChange={(p) => {
                  setPage(p);
                  document.getElementById(sectionId)?.scrollIntoView({ block: 'start' });
                  listRef.current?.focus({ preventScroll: true });
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function RatingSummary({ frame }: { frame: FrameDto }) {
  if (frame.totalRatings === 0) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-5">
        <p className="font-medium text-stone-900">Not rated yet</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold text-stone-900">
          {frame.averageRating.toFixed(1)}
        </span>
        <span className="text-stone-600">out of 5</span>
      </p>
      <div className="mt-1">
        <Stars rating={frame.averageRating} count={frame.totalRatings} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        Based on {frame.totalRatings} {frame.totalRatings === 1 ? 'review' : 'reviews'}
      </p>
    </div>
  );
}

/**
 * A visitor is offered the login popup; a shopper writes a review, or edits their own (the
 * server answers it: content.reviews.mine).
 */
function WriteReview({ frame, onSaved }: { frame: FrameDto; onSaved: (created: boolean) => void }) {
  const me = useMe();
  const hydrated = useHydrated();
  const dialog = useAuthDialog();
  const [open, setOpen] = useState(false);
  const user = me.data;
  const own = trpc.content.reviews.mine.useQuery(
    { frameId: frame.frameId },
    { enabled: Boolean(user), staleTime: 0 },
  );
  const mine = user ? (own.data ?? null) : null;

  if (!hydrated || me.isPending || (user && own.isPending))
    return <div aria-hidden className="h-24 rounded-xl bg-stone-100" />;
  if (!user) {
    return (
      <div className="rounded-xl border border-stone-200 bg-amber-50/60 p-5">
        <p className="font-medium text-stone-900">Share your thoughts</p>
        <p className="mt-1 text-sm text-stone-600">Log in to rate this frame and review it.</p>
        <button
          type="button"
          onClick={() => dialog.open('login', { afterLogin: 'stay' })}
          className="mt-3 w-full rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          Log in to write a review
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="rounded-xl border border-stone-200 bg-amber-50/60 p-5">
        <p className="font-medium text-stone-900">
          {mine ? 'You reviewed this frame' : 'Share your thoughts'}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {mine
            ? 'Changed your mind? You can update your rating and review.'
            : 'Tell other shoppers what you think of this frame.'}
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 w-full rounded-lg border border-amber-700 bg-white px-4 py-2 text-sm font-medium text-amber-800 hover:bg-amber-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          {mine ? 'Edit your review' : 'Write a review'}
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <ReviewForm
        frameId={frame.frameId}
        existing={mine}
        onDone={(saved) => {
          setOpen(false);
          if (saved) onSaved(!mine);
        }}
      />
    </div>
  );
}

function RelatedFrames({ frame }: { frame: FrameDto }) {
  const related = trpc.catalogue.frames.list.useQuery(relatedQuery(frame.materialId));
  const frames = related.data?.data.filter((f) => f.frameId !== frame.frameId).slice(0, 4);
  if (related.isError || (frames && frames.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="mt-14">
      <h2 id="related-title" className="text-2xl font-semibold tracking-tight">
        You may also like
      </h2>
      <p className="mt-1 text-sm text-stone-600">More frames in {frame.material.materialName}</p>
      <ul className="relative -mx-4 mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {frames
          ? frames.map((f) => (
              <li key={f.frameId} className="w-[44%] shrink-0 snap-start sm:w-auto">
                <FrameCard frame={f} />
              </li>
            ))
          : ['a', 'b', 'c', 'd'].map((k) => (
              <li key={k} className="w-[44%] shrink-0 sm:w-auto">
                <FrameCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
