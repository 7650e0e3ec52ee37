/**
 * A line's small picture in order and checkout lists: a fixed 48x56 box (nothing shifts while
 * it loads), grey when the item has no image.
 */
export function ItemThumb({ src }: { src: string | null }) {
  return (
    <span className="block h-14 w-12 shrink-0 overflow-hidden rounded-md bg-stone-100">
      {src ? (
        <img
          src={src}
          alt=""
          width={48}
          height={56}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : null}
    </span>
  );
}
