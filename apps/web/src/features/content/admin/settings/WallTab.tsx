import type { WallDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { wallInput } from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField, useImageField } from '../../../../components/admin/ImageField';
import { UploadProgress, useUpload } from '../../../../components/admin/UploadProgress';
import { Button } from '../../../../components/Button';
import { FieldError, FormField, inputClass } from '../../../../components/FormField';
import { ErrorState, Spinner } from '../../../../components/States';
import { httpStatus, serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { toastOutcome } from '../../../../lib/mutation-toasts';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { UploadError } from '../../../../lib/upload';

type WallFormInput = z.input<typeof wallInput>;
type WallValues = z.output<typeof wallInput>;

/** The single wall section: create mode when there is none, update mode otherwise. */
export function WallTab() {
  const wall = trpc.content.wall.get.useQuery(undefined, {
    retry: (failures, error) => error.data?.httpStatus !== 404 && failures < 1,
  });
  if (wall.isPending) return <Spinner label="Loading wall section..." />;
  const missing = wall.isError && httpStatus(wall.error) === 404;
  if (wall.isError && !missing) {
    return (
      <ErrorState
        message={serverMessage(wall.error) ?? 'Error fetching wall section'}
        onRetry={() => wall.refetch()}
      />
    );
  }
  // After a delete the refetch answers 404 while the old data lingers in the cache: none.
  const current = missing ? null : (wall.data ?? null);
  // A new key when the wall appears or disappears: the form starts over in the right mode.
  return <WallForm key={current ? `wall-${current.updatedAt}` : 'none'} wall={current} />;
}

function WallForm({ wall }: { wall: WallDto | null }) {
  const utils = trpc.useUtils();
  const image = useImageField();
  const upload = useUpload();
  const form = useForm<WallFormInput, unknown, WallValues>({
    resolver: zodResolver(wallInput),
    defaultValues: { title: wall?.title ?? '', description: wall?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const remove = trpc.content.wall.delete.useMutation(
    toastOutcome(m.wallDeleted, m.wallDeleteFailed, () => utils.content.wall.invalidate()),
  );

  /** The form's own errors are shown: name a missing image along with them. */
  function checkImage() {
    if (!wall && !image.file) image.setError(m.imageRequired);
  }

  async function save(values: WallValues) {
    const { file } = image;
    if (!wall && !file) {
      image.setError(m.imageRequired);
      return;
    }
    try {
      const body = new FormData();
      body.append('title', values.title);
      body.append('description', values.description);
      if (file) body.append('image', file, file.name);
      await upload.send('POST', '/api/wall/createwall', body);
      notify.success(m.wallSaved);
      image.clear();
      await utils.content.wall.invalidate();
    } catch (error) {
      notify.error(m.wallSaveFailed, { description: serverMessage(error) ?? undefined });
      if (error instanceof UploadError) {
        const imageProblem = error.details.find((d) => d.path === 'image');
        if (imageProblem) image.setError(imageProblem.message);
      }
      if (!showFieldProblems(form.setError, error, ['title', 'description'])) {
        form.setError('root.server', {
          type: 'server',
          message: serverMessage(error) ?? m.wallSaveFailed,
        });
      }
    }
  }

  return (
    <section
      aria-label="Wall Section"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{wall ? 'Update Wall' : 'Create Wall'}</h2>
        {wall ? (
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm('Are you sure you want to delete the wall section?')) {
                remove.mutate();
              }
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Wall'}
          </Button>
        ) : null}
      </div>
      {!wall ? <p className="text-sm text-stone-600">{m.wallNotFound}</p> : null}
      <form onSubmit={form.handleSubmit(save, checkImage)} noValidate className="space-y-4">
        <FormField label="Title" error={errors.title?.message}>
          <input {...form.register('title')} className={inputClass} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <textarea {...form.register('description')} rows={4} className={inputClass} />
        </FormField>
        <ImageField
          label={wall ? 'Image (optional: keeps the current one)' : 'Image'}
          listLabel="New wall image"
          file={image.file}
          onChange={image.pick}
          error={image.error}
          hint={m.wallImageHint}
          current={
            wall
              ? {
                  url: wall.imageUrl,
                  srcset: wall.srcset || undefined,
                  sizes: '320px',
                  alt: 'Current wall',
                  className: 'aspect-[16/9] w-full max-w-xs',
                }
              : null
          }
        />
        <FieldError message={errors.root?.server?.message} />
        <UploadProgress progress={upload.progress} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : wall ? 'Update Wall' : 'Create Wall'}
        </Button>
      </form>
    </section>
  );
}
