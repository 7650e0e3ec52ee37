import type { FrameImageDto } from '@frameshop/contracts/catalogue/dtos';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef, useState } from 'react';

const ZoomDialog = lazy(() => import('./ZoomDialog'));

/** How far a finger must travel sideways before it counts as a swipe, px. */
const SWIPE_PX = 40;

/**
 * The product's images: one large image in a fixed 4:5 box (no layout shift), the first
 * loaded eagerly with high priority (it is the page's largest paint), and thumbnail buttons.
 * Arrow keys on the focused gallery, Home and End, and a sideways swipe change the image.
 */
export function Gallery({ images, name }: { images: FrameImageDto[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    go(next);
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' || count < 2) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== e.pointerId) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  if (!current) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-2xl bg-stone-100 text-stone-600">
        No image yet
      </div>
    );
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide (WAI-ARIA pattern), not form controls */}
      <div
        tabIndex={count > 1 ? 0 : undefined}
        role="group"
        aria-roledescription="slide"
        aria-label={count > 1 ? 'Image viewer: left and right arrow keys change the image' : name}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        className="relative aspect-[4/5] w-full min-w-0 flex-1 touch-pan-y select-none overflow-hidden rounded-2xl bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <img
          key={current.imageId}
          src={`/${current.imageUrl}`}
          srcSet={current.srcset}
          sizes={IMAGE_SIZES.gallery}
          alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
          width={800}
          height={1000}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
          draggable={false}
          className="h-full w-full object-cover"
        />
        <button
          type="button"
          onClick={() => setZoomed(true)}
          aria-label="View larger image"
          className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />
          </svg>
        </button>
        {count > 1 ? (
          <>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-stone-900/70 px-2.5 py-0.5 text-xs font-medium text-white"
            >
              {index + 1} / {count}
            </p>
            <ArrowButton label="Previous image" side="left" onClick={() => go(index - 1)} />
            <ArrowButton label="Next image" side="right" onClick={() => go(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul
          aria-label="Choose an image"
          className="relative flex gap-2 overflow-x-auto pb-1 lg:w-20 lg:flex-col lg:overflow-visible lg:pb-0"
        >
          {images.map((image, i) => (
            <li key={image.imageId} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`block h-20 w-16 overflow-hidden rounded-lg border-2 bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 lg:h-24 lg:w-20 ${i === index ? 'border-amber-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <img
                  src={`/${image.imageUrl}`}
                  srcSet={image.srcset}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomDialog
            image={current}
            title={name}
            alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function ArrowButton(props: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      tabIndex={-1}
      onClick={props.onClick}
      className={`absolute top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-xl text-stone-800 shadow hover:bg-white sm:flex ${props.side === 'left' ? 'left-3' : 'right-3'}`}
    >
      <span aria-hidden>{props.side === 'left' ? '‹' : '›'}</span>
    </button>
  );
}
