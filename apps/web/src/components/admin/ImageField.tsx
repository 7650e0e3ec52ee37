import { CONTENT_IMAGE_LIMITS } from '@frameshop/contracts/content/schemas';
import { useState } from 'react';
import { ImagePicker } from '../ImagePicker';

/** The image a one-image field shows while no new one is picked. */
export interface CurrentImage {
  /** Path relative to the site, as the API gives it. */
  url: string;
  srcset?: string;
  sizes?: string;
  alt: string;
  /** The picture's size and shape ('aspect-[16/9] w-40'). */
  className: string;
}

/** The state of a one-image field: the picked file and the field's error. */
export function useImageField() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  return {
    file,
    error,
    setError,
    clear: () => setFile(null),
    /** Picking a file clears the error that asked for one. */
    pick: (next: File | null) => {
      setFile(next);
      if (next) setError(undefined);
    },
  };
}

/**
 * One image for a post, the wall or a slider (spec section 3): choose it, see it, and see the
 * current one until another is picked.
 */
export function ImageField(props: {
  label: string;
  /** Names the preview for screen readers ("Post image"). */
  listLabel: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
  current?: CurrentImage | null;
}) {
  const { current } = props;
  const picker = (
    <ImagePicker
      label={props.label}
      listLabel={props.listLabel}
      files={props.file ? [props.file] : []}
      onFilesChange={(files) => props.onChange(files[0] ?? null)}
      maxFiles={1}
      maxFileBytes={CONTENT_IMAGE_LIMITS.maxFileBytes}
      error={props.error}
    />
  );
  if (!props.hint && !current) return picker;
  return (
    <div className="space-y-1">
      {picker}
      {props.hint ? <p className="text-xs text-stone-500">{props.hint}</p> : null}
      {current && !props.file ? (
        <figure className="mt-2 space-y-1">
          <figcaption className="text-xs text-stone-600">Current image</figcaption>
          <img
            src={`/${current.url}`}
            srcSet={current.srcset}
            sizes={current.sizes}
            alt={current.alt}
            className={`${current.className} rounded-lg border border-stone-200 object-cover`}
          />
        </figure>
      ) : null}
    </div>
  );
}
