import type { SliderDto } from '@frameshop/contracts/content/dtos';
import { IMAGE_SIZES } from '@frameshop/contracts/shared/page-meta';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';

/** How long a slide stays before the next one, when the carousel rotates. */
const SLIDE_DELAY_MS = 6000;
/** The slider images are 16:9 banners; this box is fixed, so nothing shifts when they load. */
const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 900;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  // Read after mount: the server cannot know it, and the first render must match its HTML.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page's hero sliders as an accessible carousel (WAI-ARIA APG carousel pattern): a
 * region with `aria-roledescription="carousel"`, previous/next buttons, one dot per slide, and a
 * visible pause/play button. It rotates only when the shopper has not asked for reduced motion,
 * pauses while the pointer is over it or focus is inside it, and stops for good once the shopper
 * swipes or presses pause. Swipe comes from embla. The first slide's image is the page's largest
 * paint: eager, `fetchpriority="high"`, explicit dimensions in a fixed 16:9 box.
 */
export function HeroCarousel({ slides }: { slides: SliderDto[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: SLIDE_DELAY_MS,
        playOnInit: false,
        // Hover, focus and the pause button are handled below; a swipe stops rotation.
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Later slides wait until the first has loaded, so they never compete with the largest paint.
  const [warm, setWarm] = useState(false);
  const many = slides.length > 1;
  const slidesId = useId();

  useEffect(() => {
    if (reducedMotion) setPaused(true);
  }, [reducedMotion]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // A swipe or a drag is the shopper taking over: the slideshow stays paused.
    const onPointerDown = () => setPaused(true);
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [api]);

  const rotating = many && !paused && !hovered && !focused;
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.play();
    else autoplay.stop();
  }, [api, rotating]);

  const jump = reducedMotion;
  const scrollPrev = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const scrollNext = useCallback(() => api?.scrollNext(jump), [api, jump]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured frames"
      className="group/carousel relative overflow-hidden rounded-2xl bg-stone-200 shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div
          id={slidesId}
          className="flex touch-pan-y"
          // Announce slide changes the shopper makes, not the automatic ones.
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a role=group with its own roledescription; a fieldset is for form controls
            <div
              key={slide.sliderId}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="relative aspect-[16/9] min-w-0 flex-[0_0_100%]"
            >
              <img
                src={`/${slide.imageUrl}`}
                srcSet={slide.srcset}
                sizes={IMAGE_SIZES.hero}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                alt=""
                loading={i === 0 || warm ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? undefined : 'async'}
                onLoad={i === 0 ? () => setWarm(true) : undefined}
                draggable={false}
                className="absolute inset-0 h-full w-full select-none object-cover"
              />
            </div>
          ))}
        </div>
      </div>

      {many ? (
        <>
          <ArrowButton side="prev" controls={slidesId} onClick={scrollPrev} />
          <ArrowButton side="next" controls={slidesId} onClick={scrollNext} />
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-3 bg-gradient-to-t from-stone-950/40 to-transparent px-3 pb-2 pt-6 sm:pb-3">
            <button
              type="button"
              onClick={() => {
                // Play is an explicit request: it resumes even though focus is on this button.
                if (paused) setFocused(false);
                setPaused(!paused);
              }}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              className="flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <div className="flex items-center">
              {slides.map((slide, i) => (
                <button
                  key={slide.sliderId}
                  type="button"
                  aria-label={`Show slide ${i + 1} of ${slides.length}`}
                  aria-current={i === selected ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => api?.scrollTo(i, jump)}
                  // A 32 px target around a small dot.
                  className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    aria-hidden
                    className={`block h-2.5 rounded-full shadow transition-all ${i === selected ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

function ArrowButton(props: { side: 'prev' | 'next'; controls: string; onClick: () => void }) {
  const prev = props.side === 'prev';
  return (
    <button
      type="button"
      aria-label={prev ? 'Previous slide' : 'Next slide'}
      aria-controls={props.controls}
      onClick={props.onClick}
      className={`absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${prev ? 'left-2 sm:left-3' : 'right-2 sm:right-3'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
      >
        <path
          d={prev ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M6 4.2v11.6a.8.8 0 0 0 1.2.7l9.3-5.8a.8.8 0 0 0 0-1.4L7.2 3.5A.8.8 0 0 0 6 4.2Z" />
    </svg>
  );
}
