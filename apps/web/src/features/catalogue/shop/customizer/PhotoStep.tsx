import { PHOTO_MESSAGES } from '@frameshop/contracts/orders/messages';
import { PHOTO_LIMITS, type PhotoDto } from '@frameshop/contracts/orders/photos';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/Button';
import { serverMessage } from '../../../../lib/errors';
import { formatCount } from '../../../../lib/format';
import { sendMultipart } from '../../../../lib/upload';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; name: string }
  | { status: 'done'; name: string }
  | { status: 'failed'; message: string };

/** What the page knows about the photo in the URL. */
export type PhotoState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; photo: PhotoDto }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void };

/** The same checks (and words) as the server's, before a byte is sent. */
export function precheck(file: File): string | null {
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.badType;
  if (file.size > PHOTO_LIMITS.maxFileBytes) return PHOTO_MESSAGES.tooLarge;
  return null;
}

const ACCEPT = PHOTO_LIMITS.types.join(',');

/**
 * Step 1: the shopper's photo. A file input inside a drop zone (keyboard: Tab to it, Enter or
 * Space opens the picker), a progress bar with the percentage, and the photo's pixels once it is
 * in. The photo's key then goes into the URL, so a refresh keeps it.
 */
export function PhotoStep({
  state,
  onUploaded,
}: {
  state: PhotoState;
  onUploaded: (photo: PhotoDto) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const busy = upload.status === 'uploading';

  async function send(file: File | undefined) {
    if (!file || busy) return;
    const problem = precheck(file);
    if (problem) {
      setUpload({ status: 'failed', message: problem });
      return;
    }
    setUpload({ status: 'uploading', progress: 0, name: file.name });
    const form = new FormData();
    form.append('photo', file);
    try {
      const photo = await sendMultipart<PhotoDto>('POST', '/api/photos', form, (fraction) =>
        setUpload({ status: 'uploading', progress: fraction, name: file.name }),
      );
      setUpload({ status: 'done', name: file.name });
      onUploaded(photo);
    } catch (error) {
      setUpload({
        status: 'failed',
        message: serverMessage(error) ?? 'Your photo could not be uploaded. Please try again.',
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  const photo = state.status === 'ready' ? state.photo : null;
  const percent =
    upload.status === 'uploading'
      ? Math.round(upload.progress * 100)
      : upload.status === 'done'
        ? 100
        : null;

  return (
    <div className="space-y-3">
      {state.status === 'missing' ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`We couldn't find your photo (uploads are kept for ${PHOTO_LIMITS.keepDays} days). Please upload it again.`}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>We couldn't load your photo. Please check your connection.</span>
          <Button variant="secondary" onClick={state.retry}>
            Retry
          </Button>
        </div>
      ) : null}

      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700 ${dragging ? 'border-amber-600 bg-amber-50' : 'border-stone-300 bg-white hover:border-amber-500'} ${busy ? 'pointer-events-none opacity-70' : ''}`}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={busy}
          aria-describedby={hintId}
          onChange={(e) => void send(e.target.files?.[0])}
        />
        <span className="font-semibold text-amber-800">
          {photo ? 'Choose another photo' : 'Choose a photo'}
        </span>
        <span className="hidden text-sm text-stone-600 sm:block">or drop it here</span>
        <span id={hintId} className="text-xs text-stone-500">
          JPEG, PNG or WebP, up to {PHOTO_LIMITS.maxFileBytes / 1024 / 1024} MB. The larger, the
          sharper your print.
        </span>
      </label>

      {/* One row of fixed height for every state (none, uploading, done, restored, loading). */}
      <div className="flex min-h-16 items-center gap-3 text-sm text-stone-700" aria-live="polite">
        {photo ? (
          <img
            src={photo.previewUrl}
            alt="Your upload"
            width={photo.previewWidth}
            height={photo.previewHeight}
            className="h-14 w-14 shrink-0 rounded-lg object-cover ring-1 ring-stone-200"
          />
        ) : (
          <span
            aria-hidden
            className={`h-14 w-14 shrink-0 rounded-lg bg-stone-100 ${busy || state.status === 'loading' ? 'animate-pulse' : ''}`}
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex justify-between gap-3">
            <span className="font-medium text-stone-900">
              {busy
                ? 'Uploading your photo…'
                : upload.status === 'done' && photo
                  ? 'Upload complete'
                  : photo
                    ? 'Your photo is ready'
                    : state.status === 'loading'
                      ? 'Loading your photo…'
                      : 'No photo yet'}
            </span>
            {percent !== null ? <span className="tabular-nums">{percent}%</span> : null}
          </p>
          <p className="truncate text-stone-600">
            {photo
              ? `${formatCount(photo.width)} × ${formatCount(photo.height)} pixels`
              : upload.status === 'uploading'
                ? upload.name
                : 'It shows here once uploaded.'}
          </p>
          {percent !== null ? (
            <div
              role="progressbar"
              aria-label="Photo upload"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-amber-700 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          ) : null}
        </div>
      </div>
      {upload.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {upload.message}
        </p>
      ) : null}
    </div>
  );
}
