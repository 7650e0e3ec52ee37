import { Link } from '@tanstack/react-router';

/** The home page's frame; sliders, social posts and the wall section arrive with the content issue. */
export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-amber-50 to-stone-100">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-800">
            Handmade in Bengaluru
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-semibold tracking-tight sm:text-5xl">
            Frames that make every picture feel at home
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-600">
            Ready-made frames and wall art, or a custom frame cut to your artwork's size in inches,
            delivered across India.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/ProductListing"
              className="rounded-lg bg-amber-700 px-5 py-3 font-medium text-white hover:bg-amber-800"
            >
              Shop frames
            </Link>
            <Link
              to="/ProductCustomizer"
              className="rounded-lg border border-stone-300 bg-white px-5 py-3 font-medium hover:bg-stone-50"
            >
              Customise a frame
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-3">
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
    </>
  );
}
