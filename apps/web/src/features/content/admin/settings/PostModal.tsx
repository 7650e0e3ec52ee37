import type { PostDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { postInput } from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormButtons } from '../../../../components/admin/FormButtons';
import { ImageField, useImageField } from '../../../../components/admin/ImageField';
import { UploadProgress, useUpload } from '../../../../components/admin/UploadProgress';
import { Dialog } from '../../../../components/Dialog';
import { FieldError, FormField, inputClass } from '../../../../components/FormField';
import { fieldProblems } from '../../../../lib/errors';
import { toFormData } from '../../../../lib/form-data';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

type PostFormInput = z.input<typeof postInput>;
type PostValues = z.output<typeof postInput>;

/** Create or edit a social post: the link is required; the image on create only. */
export function PostModal(props: { post: PostDto | null; onClose: () => void }) {
  const { post } = props;
  const utils = trpc.useUtils();
  const image = useImageField();
  const upload = useUpload();
  const form = useForm<PostFormInput, unknown, PostValues>({
    resolver: zodResolver(postInput),
    defaultValues: { instagramLink: post?.instagramLink ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  /** The form's own errors are shown: name a missing image along with them. */
  function checkImage() {
    if (!post && !image.file) image.setError(m.imageRequired);
  }

  async function save(values: PostValues) {
    const { file } = image;
    if (!post && !file) {
      image.setError(m.imageRequired);
      return;
    }
    try {
      const body = toFormData(values, { image: file ? [file] : [] });
      await upload.send(
        post ? 'PUT' : 'POST',
        post ? `/api/socialpost/updatepost/${post.postId}` : '/api/socialpost/createpost',
        body,
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
          image.setError(problem.message);
          shown = true;
        }
      }
      form.setError('root.server', {
        type: 'server',
        message: post ? m.postUpdateFailed : m.postCreateFailed,
      });
      if (shown) form.setFocus('instagramLink');
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
        <ImageField
          label={post ? 'Image (optional: keeps the current one)' : 'Image'}
          listLabel="Post image"
          file={image.file}
          onChange={image.pick}
          error={image.error}
          hint={m.postImageHint}
          current={
            post
              ? { url: post.imageUrl, alt: 'Current post', className: 'aspect-[16/9] w-40' }
              : null
          }
        />
        <FieldError message={errors.root?.server?.message} />
        <UploadProgress progress={upload.progress} />
        <FormButtons
          onCancel={props.onClose}
          submitting={isSubmitting}
          submitLabel={post ? 'Update Post' : 'Create Post'}
        />
      </form>
    </Dialog>
  );
}
