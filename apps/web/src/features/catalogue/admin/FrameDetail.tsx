import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CardImage } from '../../../components/admin/CardGrid';
import { DetailTabs } from '../../../components/admin/DetailTabs';
import { EntityHistory } from '../../../components/admin/EntityHistory';
import { Stars } from '../../../components/Stars';
import { ErrorState, Spinner } from '../../../components/States';
import { StockBadge } from '../../../components/StockBadge';
import { trpc } from '../../../lib/trpc';
import { FRAME_DETAIL_QUERY } from './queries';

/** Spec section 2: frame detail (/admin/frame/{frameId}). */
export function FrameDetail({ frameId }: { frameId: number }) {
  const frame = trpc.catalogue.frames.byId.useQuery({ frameId }, FRAME_DETAIL_QUERY);
  const [selected, setSelected] = useState(0);

  if (frame.isPending) return <Spinner label="Loading frame..." />;
  if (frame.isError) {
    const status = frame.error.data?.httpStatus;
    if (status === 404 || status === 400) {
      return (
        <div className="space-y-4 py-10 text-center">
          <h1 className="text-2xl font-semibold">{m.frameNotFound}</h1>
          <Link to="/admin/frame" className="text-amber-800 underline">
            Back to Frames
          </Link>
        </div>
      );
    }
    return <ErrorState message="Could not load this frame." onRetry={() => frame.refetch()} />;
  }
  const f = frame.data;
  const image = f.images[selected] ?? f.images[0];
  return (
    <div className="space-y-6">
      <Link to="/admin/frame" className="text-sm text-amber-800 underline">
        ← Back to Frames
      </Link>
      <DetailTabs
        label={f.name}
        history={<EntityHistory entity="frame" entityId={f.frameId} name={f.name} />}
        details={
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-3">
              <CardImage
                aspect="aspect-[4/5] overflow-hidden rounded-xl"
                src={image?.imageUrl}
                srcSet={image?.srcset}
                sizes="(min-width: 1024px) 40vw, 90vw"
                eager
                alt={f.name}
                fallback="No Image"
              />
              {f.images.length > 1 ? (
                <ul className="flex gap-2" aria-label="Thumbnails">
                  {f.images.map((img, i) => (
                    <li key={img.imageId}>
                      <button
                        type="button"
                        onClick={() => setSelected(i)}
                        aria-label={`Show image ${i + 1}`}
                        aria-pressed={i === selected}
                        className={`h-16 w-16 overflow-hidden rounded-lg border-2 ${i === selected ? 'border-amber-700' : 'border-transparent'}`}
                      >
                        <img
                          src={`/${img.imageUrl}`}
                          srcSet={img.srcset}
                          sizes="64px"
                          alt=""
                          className="h-full w-full object-cover"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>

            <div className="space-y-5">
              <div>
                <h1 className="text-2xl font-semibold">{f.name}</h1>
                <p className="mt-1 text-lg">{formatRupees(f.basePrice)}</p>
                <Stars rating={f.averageRating} count={f.totalRatings} />
                <div className="mt-2 flex gap-2">
                  {f.isNewArrival ? (
                    <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-800">
                      New Arrival
                    </span>
                  ) : null}
                  {f.isOffer ? (
                    <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs text-rose-800">
                      Special Offer
                    </span>
                  ) : null}
                </div>
              </div>
              <p className="whitespace-pre-line text-stone-700">{f.description}</p>

              <section>
                <h2 className="mb-2 font-semibold">Sizes</h2>
                {f.frameSizes.length === 0 ? (
                  <p className="text-sm text-stone-500">No sizes yet.</p>
                ) : (
                  <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
                    {f.frameSizes.map((v) => (
                      <li
                        key={v.frameSizeId}
                        className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                      >
                        <span>
                          {v.size.width} × {v.size.height} in
                        </span>
                        <span>
                          {v.offer_price !== null ? (
                            <>
                              <span className="font-medium">{formatRupees(v.offer_price)}</span>{' '}
                              <s className="text-stone-500">{formatRupees(v.price)}</s>
                            </>
                          ) : (
                            <span className="font-medium">{formatRupees(v.price)}</span>
                          )}
                        </span>
                        <StockBadge remaining={v.remained_qty} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section>
                <h2 className="mb-2 font-semibold">Colours</h2>
                <ul className="flex flex-wrap gap-2">
                  {f.colors.map((c) => (
                    <li key={c} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
                      {c}
                    </li>
                  ))}
                </ul>
              </section>

              <section>
                <h2 className="mb-2 font-semibold">Specifications</h2>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-500">Weight</dt>
                  <dd>{f.weight} kg</dd>
                  <dt className="text-stone-500">Origin</dt>
                  <dd>{f.origin || '—'}</dd>
                  <dt className="text-stone-500">Material</dt>
                  <dd>{f.material.materialName}</dd>
                  <dt className="text-stone-500">Frame Material</dt>
                  <dd>{f.frameMaterial.materialName}</dd>
                  <dt className="text-stone-500">Shape</dt>
                  <dd>{f.frameShape}</dd>
                </dl>
              </section>

              <ListSection title="Care Instructions" items={f.careInstruction} />
              <ListSection title="What's Included" items={f.includes} />
            </div>
          </div>
        }
      />
    </div>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ul className="list-inside list-disc text-sm text-stone-700">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}
