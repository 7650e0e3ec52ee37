import type { ReactNode } from 'react';
import { Button } from '../Button';

/** The admin's grid of cards (frames, news); dimmed while the next page loads. */
export function CardGrid(props: { label?: string; dimmed?: boolean; children: ReactNode }) {
  return (
    <ul
      aria-label={props.label}
      className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${props.dimmed ? 'opacity-60' : ''}`}
    >
      {props.children}
    </ul>
  );
}

/** One card: its picture and text, then Edit and Delete labelled with the card's `name`. */
export function AdminCard(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {props.children}
      <div className="mt-auto flex gap-2 border-t border-stone-100 p-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={props.onEdit}
          aria-label={`Edit ${props.name}`}
        >
          Edit
        </Button>
        <Button
          variant="dangerGhost"
          className="flex-1"
          onClick={props.onDelete}
          disabled={props.deleting}
          aria-label={`Delete ${props.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * A card's picture (its responsive variants when the API gives them), or the fallback text;
 * also the large picture of a detail screen (`sizes`, `eager`).
 */
export function CardImage(props: {
  /** The box's aspect class ('aspect-[4/5]'), and any other box classes. */
  aspect: string;
  /** Path relative to the site, as the API gives it. */
  src: string | null | undefined;
  srcSet?: string;
  alt: string;
  fallback: string;
  className?: string;
  sizes?: string;
  /** Shown at once (the detail screen's main picture), not when scrolled near. */
  eager?: boolean;
}) {
  return (
    <div className={`${props.aspect} bg-stone-100`}>
      {props.src ? (
        <img
          src={`/${props.src}`}
          srcSet={props.srcSet}
          sizes={props.sizes ?? '(min-width: 1280px) 20vw, (min-width: 640px) 40vw, 90vw'}
          alt={props.alt}
          loading={props.eager ? undefined : 'lazy'}
          className={`h-full w-full object-cover${props.className ? ` ${props.className}` : ''}`}
        />
      ) : (
        <div className="flex h-full items-center justify-center text-stone-600">
          {props.fallback}
        </div>
      )}
    </div>
  );
}
