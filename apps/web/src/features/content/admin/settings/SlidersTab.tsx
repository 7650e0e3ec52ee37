import type { SliderDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { type FormEvent, useState } from 'react';
import { ImageField, useImageField } from '../../../../components/admin/ImageField';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { sendMultipart } from '../../../../lib/upload';
import { type Status, StatusLine } from './StatusLine';

/** Hero sliders: in display order, upload one image at a time, delete, move up or down. */
export function SlidersTab() {
  const utils = trpc.useUtils();
  const sliders = trpc.content.sliders.list.useQuery();
  const image = useImageField();
  const [status, setStatus] = useState<Status | null>(null);
  const [uploading, setUploading] = useState(false);

  const remove = trpc.content.sliders.delete.useMutation({
    onSuccess: async () => {
      setStatus({ kind: 'success', text: m.imageDeleted });
      notify.success(m.deleted);
      await utils.content.sliders.invalidate();
    },
    onError: (error) =>
      setStatus({ kind: 'error', text: serverMessage(error) ?? m.deleteImageFailed }),
  });
  const reorder = trpc.content.sliders.reorder.useMutation({
    onSuccess: (list) => utils.content.sliders.list.setData(undefined, list),
    onError: (error) => notify.error(serverMessage(error) ?? 'Could not reorder the sliders'),
  });

  async function upload(e: FormEvent) {
    e.preventDefault();
    const { file } = image;
    if (!file) {
      image.setError(m.selectImage);
      return;
    }
    image.setError(undefined);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('imageUrl', file, file.name);
      await sendMultipart('POST', '/api/slider/createslider', body);
      image.clear();
      setStatus({ kind: 'success', text: m.imageUploaded });
      notify.success(m.imageAdded);
      await utils.content.sliders.invalidate();
    } catch (error) {
      setStatus({ kind: 'error', text: serverMessage(error) ?? m.uploadFailed });
    } finally {
      setUploading(false);
    }
  }

  function move(list: SliderDto[], index: number, by: -1 | 1) {
    const ids = list.map((s) => s.sliderId);
    const other = index + by;
    const a = ids[index];
    const b = ids[other];
    if (a === undefined || b === undefined) return;
    ids[index] = b;
    ids[other] = a;
    reorder.mutate({ sliderIds: ids });
  }

  return (
    <section className="space-y-4" aria-label="Hero Sliders">
      <form
        onSubmit={upload}
        noValidate
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <ImageField
          label="Upload slider image (PNG/JPG/WebP, max 5MB)"
          listLabel="New slider image"
          file={image.file}
          onChange={image.pick}
          error={image.error}
        />
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </form>
      <StatusLine status={status} />

      <QueryView
        query={sliders}
        loading="Loading sliders..."
        error={m.fetchImagesFailed}
        isEmpty={(list) => list.length === 0}
        empty="No slider images yet"
        emptyCard={false}
      >
        {(list) => (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Slider images">
            {list.map((slider, i) => (
              <li
                key={slider.sliderId}
                className="overflow-hidden rounded-xl border border-stone-200 bg-white"
              >
                <img
                  src={`/${slider.imageUrl}`}
                  srcSet={slider.srcset || undefined}
                  sizes="(min-width: 1024px) 320px, 100vw"
                  alt={`Slider ${i + 1}`}
                  className="aspect-[16/9] w-full bg-stone-100 object-cover"
                />
                <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="text-sm text-stone-600">Position {i + 1}</span>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      aria-label={`Move slider ${i + 1} up`}
                      disabled={i === 0 || reorder.isPending}
                      onClick={() => move(list, i, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Move slider ${i + 1} down`}
                      disabled={i === list.length - 1 || reorder.isPending}
                      onClick={() => move(list, i, 1)}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="dangerGhost"
                      aria-label={`Delete slider ${i + 1}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm('Are you sure you want to delete this slider image?')) {
                          remove.mutate({ sliderId: slider.sliderId });
                        }
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
