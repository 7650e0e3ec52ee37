import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">404</p>
      <h1 className="mt-2 text-3xl font-semibold">We couldn't find that page</h1>
      <p className="mt-3 text-stone-600">The link may be old or mistyped. These might help:</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-amber-700 px-4 py-2 text-white hover:bg-amber-800">
          Go to the home page
        </Link>
        <Link
          to="/ProductListing"
          className="rounded-lg border border-stone-300 px-4 py-2 hover:bg-stone-100"
        >
          Browse frames
        </Link>
        <Link
          to="/Contact"
          className="rounded-lg border border-stone-300 px-4 py-2 hover:bg-stone-100"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
