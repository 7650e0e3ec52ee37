import type { PostDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { CONTENT_IMAGE_LIMITS, postInput } from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { FieldError, FormField, inputClass } from '../../../../components/FormField';
import { ImagePicker } from '../../../../components/ImagePicker';
import { fieldProblems } from '../../../../lib/errors';
import { toFormData } from '../../../../lib/form-data';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { sendMultipart } from '../../../../lib/upload';

type PostFormInput = z.input<typeof postInput>;
type PostValues = z.output<typeof postInput>;

/** Create or edit a social post: the link is required; the image on create only. */
export function PostModal(props: { post: PostDto | null; onClose: () => void }) {
  const { post } = props;
  const utils = trpc.useUtils();
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PostFormInput, unknown, PostValues>({
    resolver: zodResolver(postInput),
    defaultValues: { instagramLink: post?.instagramLink ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  /** The form's own errors are shown: name a missing image along with them. */
  function checkImage() {
    if (!post && files.length === 0) setImageError(m.imageRequired);
  }

  async function save(values: PostValues) {
    const [file] = files;
    if (!post && !file) {
      setImageError(m.imageRequired);
      return;
    }
    setProgress(0);
    try {
      const body = toFormData(values, { image: file ? [file] : [] });
      await sendMultipart(
        post ? 'PUT' : 'POST',
        post ? `/api/socialpost/updatepost/${post.postId}` : '/api/socialpost/createpost',
        body,
        setProgress,
      );
      notify.success(post ? m.postUpdated : m.postCreated);
      await utils.content.posts.invalidate();
      props.onClose();
    } catch (error) {
      notify.error(post ? m.somethingWentWrong : m.postCreateFailedToast);
      let shown = false;
      for (const problem of fieldProblems(error)) {
        if (problem.path === 'instagramLink') {
          form.setError('instagramLink', { type: 'server', message: problem.message });
          shown = true;
        } else if (problem.path === 'image') {
          setImageError(problem.message);
          shown = true;
        }
      }
      form.setError('root.server', {
        type: 'server',
        message: post ? m.postUpdateFailed : m.postCreateFailed,
      });
      if (shown) form.setFocus('instagramLink');
    } finally {
      setProgress(null);
    }
  }

  const title = post ? 'Edit Post' : 'Add Post';
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={title}>
      <form onSubmit={form.handleSubmit(save, checkImage)} noValidate className="space-y-4">
        <FormField label="Instagram Link" error={errors.instagramLink?.message}>
          <input
            {...form.register('instagramLink')}
            type="url"
            inputMode="url"
            placeholder="https://www.instagram.com/p/..."
            autoFocus
            className={inputClass}
          />
        </FormField>
        <div className="space-y-1">
          <ImagePicker
            label={post ? 'Image (optional: keeps the current one)' : 'Image'}
            listLabel="Post image"
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              if (next.length > 0) setImageError(undefined);
            }}
            maxFiles={1}
            maxFileBytes={CONTENT_IMAGE_LIMITS.maxFileBytes}
            error={imageError}
          />
          <p className="text-xs text-stone-500">{m.postImageHint}</p>
          {post && files.length === 0 ? (
            <figure className="mt-2 space-y-1">
              <figcaption className="text-xs text-stone-600">Current image</figcaption>
              <img
                src={`/${post.imageUrl}`}
                alt="Current post"
                className="aspect-[16/9] w-40 rounded-lg border border-stone-200 object-cover"
              />
            </figure>
          ) : null}
        </div>
        <FieldError message={errors.root?.server?.message} />
        {progress !== null ? (
          <progress className="w-full" value={progress} max={1} aria-label="Upload progress" />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
