import { useEffect, useId, useMemo } from 'react';
import { notify } from '../lib/notify';

/** An image already stored on the server, shown so it can be kept or removed. */
export interface StoredImage {
  id: number;
  /** Path relative to the site, as the API gives it ("uploads/frames/…-800.webp"). */
  url: string;
  srcset?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Choose image files, see them before they are sent, remove any, and keep or remove the
 * images already stored. Controlled: the form owns `files` and `existing`. The limits are
 * only a courtesy (the server enforces them); a file over `maxFileBytes` is refused here
 * with a toast instead of failing the whole upload later.
 */
export function ImagePicker(props: {
  label: string;
  /** Names the preview list for screen readers ("Frame images"). */
  listLabel: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  existing?: readonly StoredImage[];
  onRemoveExisting?: (id: number) => void;
  maxFiles: number;
  maxFileBytes: number;
  /** Text of the existing images' alt and remove labels ("Current frame"). */
  existingAlt?: string;
  error?: string;
}) {
  const id = useId();
  const existing = props.existing ?? [];
  const count = existing.length + props.files.length;
  const previews = useMemo(() => props.files.map((f) => URL.createObjectURL(f)), [props.files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const megabytes = Math.round(props.maxFileBytes / (1024 * 1024));

  function pick(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const tooBig = picked.filter((f) => f.size > props.maxFileBytes);
    if (tooBig.length > 0) {
      notify.error(`${tooBig.map((f) => f.name).join(', ')}: larger than ${megabytes} MB`);
    }
    const room = props.maxFiles - count;
    const fits = picked.filter((f) => !tooBig.includes(f));
    if (fits.length > room) notify.error(`At most ${props.maxFiles} images`);
    props.onFilesChange([...props.files, ...fits.slice(0, Math.max(room, 0))]);
  }

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <input
        id={id}
        type="file"
        multiple={props.maxFiles > 1}
        accept={ACCEPT}
        disabled={count >= props.maxFiles}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
        className="block w-full p-0.5 text-sm file:mr-3 file:rounded-lg file:border file:border-solid file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-stone-100"
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={props.listLabel}>
        {existing.map((image) => (
          <Thumbnail
            key={image.id}
            src={`/${image.url}`}
            srcSet={image.srcset}
            alt={props.existingAlt ?? 'Current image'}
            removeLabel="Remove existing image"
            onRemove={() => props.onRemoveExisting?.(image.id)}
          />
        ))}
        {props.files.map((file, i) => (
          <Thumbnail
            key={`${file.name}-${file.lastModified}-${file.size}`}
            src={previews[i]}
            alt={`New: ${file.name}`}
            removeLabel={`Remove ${file.name}`}
            onRemove={() => props.onFilesChange(props.files.filter((f) => f !== file))}
          />
        ))}
      </ul>
      {count === 0 ? <p className="text-sm text-stone-500">No images yet.</p> : null}
    </div>
  );
}

function Thumbnail(props: {
  src?: string;
  srcSet?: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="relative">
      <img
        src={props.src}
        srcSet={props.srcSet}
        sizes="160px"
        alt={props.alt}
        className="aspect-square w-full rounded-lg border border-stone-200 object-cover"
      />
      <button
        type="button"
        onClick={props.onRemove}
        className="absolute right-1 top-1 flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-lg leading-none shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
        aria-label={props.removeLabel}
      >
        ×
      </button>
    </li>
  );
}
