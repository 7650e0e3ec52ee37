import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Price } from '../../../../components/Price';
import { Stars } from '../../../../components/Stars';
import { ErrorState } from '../../../../components/States';
import { httpStatus } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { Gallery } from './Gallery';
import { defaultSizeId, PurchasePanel, unitPrice } from './PurchasePanel';
import { FRAME_QUERY } from './queries';

// Reviews (with their form, react-hook-form and the schema) and related frames are below the
// fold: they load after the part a shopper sees first, keeping the page's own chunk small.
const ProductExtras = lazy(() => import('./ProductExtras'));

export const REVIEWS_SECTION_ID = 'reviews';

/** What the page shows, for the route to keep its head in step: 'frame:12:<name>' or 'missing:12'. */
export type ShownKey = string;

/**
 * The shop's /Singleproduct/{frameId}: gallery, name, rating, price, sizes, quantity and
 * 'Add to Cart', the frame's details, its reviews and related frames. An archived, unknown or
 * malformed id shows a friendly not-found page; a failed load offers Retry.
 */
export function ProductPage({
  frameId,
  onShown,
}: {
  frameId: number | null;
  onShown?: (key: ShownKey) => void;
}) {
  const valid = frameId !== null;
  const frame = trpc.catalogue.frames.byId.useQuery(
    { frameId: frameId ?? 0 },
    { ...FRAME_QUERY, enabled: valid },
  );
  const missing = !valid || (frame.isError && httpStatus(frame.error) === 404);
  const shownKey = frame.data
    ? `frame:${frame.data.frameId}:${frame.data.name}:${frame.data.updatedAt}`
    : missing
      ? `missing:${frameId ?? 'invalid'}`
      : null;
  useEffect(() => {
    if (shownKey) onShown?.(shownKey);
  }, [shownKey, onShown]);

  if (missing) return <FrameNotFound />;
  if (frame.data) return <Product frame={frame.data} />;
  if (frame.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">Frame details</h1>
        <ErrorState
          message="We couldn't load this frame. Please check your connection and try again."
          onRetry={() => frame.refetch()}
        />
      </div>
    );
  }
  return <ProductSkeleton />;
}

function Product({ frame }: { frame: FrameDto }) {
  const [sizeId, setSizeId] = useState<number | null>(() => defaultSizeId(frame));
  // Another frame (a related one was opened) starts from its own first size in stock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the frame changes
  useEffect(() => setSizeId(defaultSizeId(frame)), [frame.frameId]);
  const variant = frame.frameSizes.find((v) => v.sizeId === sizeId);

  return (
    <div className={PAGE}>
      <Breadcrumbs name={frame.name} />
      <div className={COLUMNS}>
        <Gallery key={frame.frameId} images={frame.images} name={frame.name} />
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            {frame.isNewArrival ? <Tag tone="dark">New arrival</Tag> : null}
            {frame.isOffer ? <Tag tone="green">Offer</Tag> : null}
          </div>
          <h1 className="mt-2 break-words text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {frame.name}
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            {frame.material.materialName} · {frame.frameMaterial.materialName} · {frame.frameShape}
          </p>
          <div className="mt-2">
            {frame.totalRatings > 0 ? (
              <a
                href={`#${REVIEWS_SECTION_ID}`}
                className="inline-flex items-center gap-2 rounded hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                <Stars rating={frame.averageRating} count={frame.totalRatings} />
                <span className="text-sm text-amber-800">See reviews</span>
              </a>
            ) : (
              <a href={`#${REVIEWS_SECTION_ID}`} className="text-sm text-amber-800 hover:underline">
                No reviews yet · be the first
              </a>
            )}
          </div>
          <div className="mt-4 min-h-8" aria-live="polite">
            {variant ? (
              <Price
                amount={unitPrice(variant)}
                original={variant.offer_price != null ? variant.price : null}
                size="lg"
              />
            ) : (
              <span className="inline-flex items-baseline gap-2">
                <span className="text-sm text-stone-600">From</span>
                <Price amount={frame.fromPrice} original={frame.fromOriginalPrice} size="lg" />
              </span>
            )}
            <p className="mt-1 text-xs text-stone-500">Inclusive of all taxes</p>
          </div>
          {frame.description ? (
            <p className="mt-4 whitespace-pre-line break-words leading-relaxed text-stone-700">
              {frame.description}
            </p>
          ) : null}
          <div className="mt-6 border-t border-stone-200 pt-6">
            <PurchasePanel frame={frame} sizeId={sizeId} onSizeChange={setSizeId} />
          </div>
        </div>
      </div>

      <Details frame={frame} />

      <Suspense fallback={<ExtrasSkeleton />}>
        <ProductExtras frame={frame} reviewsSectionId={REVIEWS_SECTION_ID} />
      </Suspense>
    </div>
  );
}

function Details({ frame }: { frame: FrameDto }) {
  const specs: [string, string][] = [
    ['Weight', `${frame.weight} kg`],
    ['Origin', frame.origin],
    ['Material', frame.material.materialName],
    ['Frame material', frame.frameMaterial.materialName],
    ['Shape', frame.frameShape],
  ];
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-3">
      <DetailCard title="Specifications">
        <dl className="divide-y divide-stone-100 text-sm">
          {specs
            .filter(([, value]) => value && value !== '0 kg')
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-stone-600">{label}</dt>
                <dd className="text-right font-medium text-stone-900">{value}</dd>
              </div>
            ))}
        </dl>
      </DetailCard>
      <DetailCard title="Care instructions">
        <BulletList items={frame.careInstruction} empty="Wipe gently with a soft, dry cloth." />
      </DetailCard>
      <DetailCard title="What's included">
        <BulletList items={frame.includes} empty="The frame, ready to hang." />
      </DetailCard>
    </div>
  );
}

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BulletList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-stone-700">{empty}</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-stone-700">
      {items.map((item) => (
        <li key={item} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Tag({ tone, children }: { tone: 'dark' | 'green'; children: ReactNode }) {
  const colours = tone === 'dark' ? 'bg-stone-900 text-white' : 'bg-green-700 text-white';
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${colours}`}>{children}</span>;
}

function Breadcrumbs({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-stone-600">
      <ol className="flex min-w-0 flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-amber-800 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link to="/ProductListing" className="hover:text-amber-800 hover:underline">
            Frames
          </Link>
        </li>
        {name ? (
          <>
            <li aria-hidden>/</li>
            <li aria-current="page" className="min-w-0 truncate text-stone-900">
              {name}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

const PAGE = 'mx-auto max-w-6xl px-4 pb-16 pt-4 sm:pt-6';
const COLUMNS = 'grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10';

function FrameNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Frame not found</h1>
      <p className="mt-3 text-stone-600">
        This frame may have sold out for good or been taken down, or the link is mistyped. There are
        plenty more to choose from.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/ProductListing"
          className="rounded-lg bg-amber-700 px-4 py-2 font-medium text-white hover:bg-amber-800"
        >
          Browse all frames
        </Link>
        <Link
          to="/ProductCustomizer"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          Design a custom frame
        </Link>
      </div>
    </section>
  );
}

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-stone-200 ${className}`} />;
}

/** The page's shape while the frame loads: same boxes, so nothing jumps when it arrives. */
function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading frame" className={PAGE}>
      <Bar className="mb-4 h-5 w-48" />
      <div className={COLUMNS}>
        <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
          <div className="aspect-[4/5] w-full flex-1 animate-pulse rounded-2xl bg-stone-200" />
        </div>
        <div>
          <Bar className="mt-2 h-8 w-3/4 sm:h-9" />
          <Bar className="mt-2 h-4 w-1/2" />
          <Bar className="mt-3 h-5 w-40" />
          <Bar className="mt-4 h-8 w-36" />
          <Bar className="mt-5 h-4 w-full" />
          <Bar className="mt-2 h-4 w-5/6" />
          <div className="mt-6 grid gap-2 border-t border-stone-200 pt-6 sm:grid-cols-2 lg:grid-cols-3">
            <Bar className="h-24 rounded-xl" />
            <Bar className="h-24 rounded-xl" />
            <Bar className="h-24 rounded-xl" />
          </div>
          <Bar className="mt-6 h-12 w-full rounded-lg sm:w-64" />
        </div>
      </div>
    </div>
  );
}

function ExtrasSkeleton() {
  return (
    <div aria-hidden className="mt-12 space-y-4">
      <Bar className="h-7 w-48" />
      <Bar className="h-40 w-full rounded-xl" />
    </div>
  );
}
