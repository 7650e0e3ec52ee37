import { trpc } from '../../../../lib/trpc';
import { WALL_QUERY } from './queries';

/**
 * The wall section from the home settings: a large image beside its title and description.
 * There is one wall or none; with none (the server answers 404), or while it loads, or when it
 * cannot be read, the section is simply not there.
 */
export function WallSection() {
  const wall = trpc.content.wall.get.useQuery(undefined, WALL_QUERY);
  if (!wall.data) return null;
  const { title, description, imageUrl, srcset } = wall.data;
  return (
    <section aria-labelledby="wall-heading" className="bg-stone-100">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 sm:py-14 md:grid-cols-2 md:gap-10">
        <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-stone-200">
          <img
            src={`/${imageUrl}`}
            srcSet={srcset}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            width={1600}
            height={900}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </div>
        <div>
          <h2
            id="wall-heading"
            className="break-words text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-3 whitespace-pre-line break-words text-stone-700 sm:text-lg">
            {description}
          </p>
        </div>
      </div>
    </section>
  );
}
