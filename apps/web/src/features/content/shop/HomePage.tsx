import { Link } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc';
import { FrameRow } from './home/FrameRow';
import { HeroCarousel } from './home/HeroCarousel';
import { NEW_ARRIVALS_QUERY, OFFERS_QUERY } from './home/queries';
import { SocialPosts } from './home/SocialPosts';
import { WallSection } from './home/WallSection';

/**
 * The shop's home: the hero sliders beside the shop's promise, rows of New Arrivals and Offers,
 * a way into the customizer, the wall section and the social posts. Every read is started by
 * the route's loader, with the same inputs, so the page renders from the cache it filled.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <FrameRow
        id="new-arrivals"
        title="New Arrivals"
        subtitle="Fresh from our workshop."
        query={NEW_ARRIVALS_QUERY}
        viewAll={{ newArrival: true }}
      />
      <FrameRow
        id="offers"
        title="Offers"
        subtitle="Handmade frames at a special price, while stocks last."
        query={OFFERS_QUERY}
        viewAll={{ offer: true }}
      />
      <CustomizerPromo />
      <WallSection />
      <SocialPosts />
      <Promises />
    </>
  );
}

/**
 * The carousel when there are sliders (a box of the same size while they load), the shop's
 * promise beside it; with no sliders (or none readable) the promise alone, as a text hero.
 */
function Hero() {
  const sliders = trpc.content.sliders.list.useQuery();
  const slides = sliders.data ?? [];
  const textOnly = sliders.isError || (sliders.isSuccess && slides.length === 0);
  return (
    <section className="bg-gradient-to-br from-amber-50 to-stone-100">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-6 px-4 ${textOnly ? 'py-20 sm:py-28' : 'pb-8 pt-4 sm:py-10 lg:grid-cols-12 lg:gap-10'}`}
      >
        {textOnly ? null : (
          <div className="lg:order-2 lg:col-span-7">
            {slides.length > 0 ? (
              <HeroCarousel slides={slides} />
            ) : (
              <div
                aria-hidden
                className="aspect-[16/9] animate-pulse rounded-2xl bg-stone-200 shadow-sm"
              />
            )}
          </div>
        )}
        <div className={textOnly ? '' : 'lg:order-1 lg:col-span-5'}>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
            Handmade in India
          </p>
          <h1
            className={`mt-3 max-w-2xl font-semibold tracking-tight ${textOnly ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'}`}
          >
            Frames that make every picture feel at home
          </h1>
          <p className={`mt-4 max-w-xl text-stone-600 ${textOnly ? 'text-lg' : 'sm:text-lg'}`}>
            Ready-made frames and wall art, or a custom frame cut to your artwork's size in inches,
            delivered across India.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/ProductListing"
              className="rounded-lg bg-amber-700 px-5 py-3 font-medium text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              Shop frames
            </Link>
            <Link
              to="/ProductCustomizer"
              className="rounded-lg border border-stone-300 bg-white px-5 py-3 font-medium hover:bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              Customise a frame
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function CustomizerPromo() {
  return (
    <section aria-labelledby="customise-heading" className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 rounded-2xl bg-stone-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 id="customise-heading" className="text-2xl font-semibold tracking-tight">
            Frame your own photo
          </h2>
          <p className="mt-2 max-w-xl text-stone-300">
            Upload a photo, pick a size in inches, a material and one of seven shapes, and see the
            price before you order.
          </p>
        </div>
        <Link
          to="/ProductCustomizer"
          className="shrink-0 self-start rounded-lg bg-amber-500 px-5 py-3 font-medium text-stone-950 hover:bg-amber-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 sm:self-auto"
        >
          Start customising
        </Link>
      </div>
    </section>
  );
}

function Promises() {
  return (
    <section
      aria-label="Why shop with us"
      className="mx-auto grid max-w-6xl gap-4 px-4 pb-14 pt-4 sm:grid-cols-3 sm:gap-6"
    >
      {[
        ['Made to measure', 'Any size in inches, seven frame shapes, wood or metal.'],
        ['Safe delivery', 'Corner guards and rigid cartons, tracked to your door.'],
        ['Pay with PhonePe', 'UPI, cards and net banking through PhonePe.'],
      ].map(([title, text]) => (
        <div key={title} className="rounded-xl border border-stone-200 bg-white p-6">
          <h2 className="font-semibold">{title}</h2>
          <p className="mt-2 text-sm text-stone-600">{text}</p>
        </div>
      ))}
    </section>
  );
}
