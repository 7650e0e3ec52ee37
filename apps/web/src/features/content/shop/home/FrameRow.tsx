import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { Link } from '@tanstack/react-router';
import { FrameCard, FrameCardSkeleton } from '../../../../components/FrameCard';
import { ErrorState } from '../../../../components/States';
import { trpc } from '../../../../lib/trpc';

type FrameListInput = Parameters<typeof trpc.catalogue.frames.list.useQuery>[0];

const SKELETONS = ['a', 'b', 'c', 'd'];
/**
 * A phone shows about two and a half cards, so the row visibly scrolls; a grid from 640 px.
 * `relative` keeps the cards' screen-reader-only text (absolutely positioned) inside the
 * scrolling row; without it, it would widen the whole page to the last card's edge.
 */
const LIST =
  'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const ITEM = 'w-[42%] shrink-0 snap-start sm:w-auto';

/**
 * A row of frames on the home page (New Arrivals, Offers): cards that scroll sideways on a
 * phone and form a grid on a larger screen, skeletons while loading, and a "View all" link to
 * the listing with the same filter. A row with no frames is left out.
 */
export function FrameRow(props: {
  id: string;
  title: string;
  subtitle: string;
  query: FrameListInput;
  viewAll: { newArrival: true } | { offer: true };
}) {
  const frames = trpc.catalogue.frames.list.useQuery(props.query);
  if (frames.isSuccess && frames.data.data.length === 0) return null;
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-stone-900">
            {props.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{props.subtitle}</p>
        </div>
        <Link
          to="/ProductListing"
          search={props.viewAll}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-amber-800 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          View all<span className="sr-only"> {props.title}</span>
          <span aria-hidden> →</span>
        </Link>
      </div>
      {frames.isError ? (
        <ErrorState message={m.framesFetchFailed} onRetry={() => frames.refetch()} />
      ) : frames.data ? (
        <ul aria-label={props.title} className={LIST}>
          {frames.data.data.map((frame) => (
            <li key={frame.frameId} className={ITEM}>
              <FrameCard frame={frame} />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-busy="true" aria-label={`Loading ${props.title}`} className={LIST}>
          {SKELETONS.map((k) => (
            <li key={k} className={ITEM}>
              <FrameCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
