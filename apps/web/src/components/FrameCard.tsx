import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../lib/api-types';
import { Price } from './Price';
import { Stars } from './Stars';

type FrameSummaryDto = RouterOutputs['catalogue']['frames']['list']['data'][number];

/**
 * One frame in a grid or a row: first image (srcset, fixed 4:5 box so nothing shifts), name,
 * from-price with the offer struck through, rating and stock state. The whole card is a link.
 */
export function FrameCard({
  frame,
  priority = false,
}: {
  frame: FrameSummaryDto;
  /** The first cards on a page: loaded eagerly with high priority (they are the LCP). */
  priority?: boolean;
}) {
  const image = frame.images[0];
  return (
    <Link
      to="/Singleproduct/$frameId"
      params={{ frameId: String(frame.frameId) }}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
    >
      <div className="relative aspect-[4/5] bg-stone-100">
        {image ? (
          <img
            src={`/${image.imageUrl}`}
            srcSet={image.srcset}
            sizes={IMAGE_SIZES.card}
            alt=""
            width={400}
            height={500}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {frame.isNewArrival ? (
            <span className="rounded bg-stone-900/85 px-2 py-0.5 text-xs font-medium text-white">
              New
            </span>
          ) : null}
          {frame.isOffer ? (
            <span className="rounded bg-green-700 px-2 py-0.5 text-xs font-medium text-white">
              Offer
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-stone-900 group-hover:text-amber-800 sm:text-base">
          {frame.name}
        </h3>
        {frame.totalRatings > 0 ? (
          <Stars rating={frame.averageRating} count={frame.totalRatings} />
        ) : (
          <span className="text-xs text-stone-500">No reviews yet</span>
        )}
        <div className="mt-auto pt-1">
          <Price
            amount={frame.fromPrice}
            original={frame.fromOriginalPrice}
            size="sm"
            prefix="from"
          />
          <p
            className={`text-xs ${frame.stock > 0 ? 'text-stone-500' : 'font-medium text-red-700'}`}
          >
            {frame.stock > 0
              ? `${frame.material.materialName} · ${frame.frameMaterial.materialName}`
              : 'Out of Stock'}
          </p>
        </div>
      </div>
    </Link>
  );
}

/** A card's placeholder while its data loads: same box, so the grid does not jump. */
export function FrameCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <div className="aspect-[4/5] animate-pulse bg-stone-200" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
