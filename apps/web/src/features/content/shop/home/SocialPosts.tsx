import { trpc } from '../../../../lib/trpc';
import { HOME_POSTS_SHOWN } from './queries';

/**
 * The social posts from the home settings: a grid of square images, each opening its Instagram
 * post in a new tab. Hidden when there are none (or they cannot be read).
 */
export function SocialPosts() {
  const posts = trpc.content.posts.list.useQuery();
  const shown = posts.data?.slice(0, HOME_POSTS_SHOWN) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="mb-4">
        <h2 id="posts-heading" className="text-2xl font-semibold tracking-tight">
          Framed in your homes
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Follow us on Instagram for new designs and our shoppers' walls.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {shown.map((post, i) => (
          <li key={post.postId}>
            <a
              href={post.instagramLink}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block aspect-square overflow-hidden rounded-xl bg-stone-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              <img
                src={`/${post.imageUrl}`}
                srcSet={post.srcset}
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                width={400}
                height={400}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="sr-only">{`Instagram post ${i + 1} (opens in a new tab)`}</span>
              <span
                aria-hidden
                className="absolute bottom-2 right-2 rounded-full bg-white/90 p-1.5 text-stone-900 shadow"
              >
                <InstagramIcon />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InstagramIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
