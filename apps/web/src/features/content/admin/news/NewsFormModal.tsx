import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import {
  CONTENT_IMAGE_LIMITS,
  type NewsFormInput,
  newsInput,
} from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormButtons } from '../../../../components/admin/FormButtons';
import { FormTabs, useFormTab } from '../../../../components/admin/FormTabs';
import { UploadProgress, useUpload } from '../../../../components/admin/UploadProgress';
import { Dialog } from '../../../../components/Dialog';
import { FormField, inputClass } from '../../../../components/FormField';
import { ImagePicker } from '../../../../components/ImagePicker';
import { ErrorState, Spinner } from '../../../../components/States';
import { serverMessage } from '../../../../lib/errors';
import { toFormData } from '../../../../lib/form-data';
import { showFieldProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import {
  EMPTY_NEWS_FORM,
  NEWS_TABS,
  type NewsFormControl,
  type NewsValues,
  newsFormFrom,
  newsFormPath,
} from './news-form-values';
import { SectionsEditor } from './SectionsEditor';

/** Spec section 2: the news add/edit modal with tabs Basic, Content, Image. */
export function NewsFormModal(props: { newsId: number | null; onClose: () => void }) {
  const editing = props.newsId !== null;
  const news = trpc.content.news.byId.useQuery(
    { newsId: props.newsId ?? 0 },
    { enabled: editing, staleTime: 0, retry: false },
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? 'Edit News' : 'Add News'}
      size="lg"
    >
      {editing && news.isPending ? (
        <Spinner />
      ) : editing && news.isError ? (
        <ErrorState message={serverMessage(news.error) ?? m.newsFetchFailed} />
      ) : (
        <NewsForm news={editing ? (news.data ?? null) : null} onClose={props.onClose} />
      )}
    </Dialog>
  );
}

function NewsForm(props: { news: NewsDto | null; onClose: () => void }) {
  const { news } = props;
  const utils = trpc.useUtils();
  const { tab, setTab, showTabOf } = useFormTab(NEWS_TABS, 'basic');
  const [file, setFile] = useState<File | null>(null);
  const [keepImage, setKeepImage] = useState(true);
  const upload = useUpload();
  const form: NewsFormControl = useForm<NewsFormInput, unknown, NewsValues>({
    resolver: zodResolver(newsInput),
    defaultValues: news ? newsFormFrom(news) : EMPTY_NEWS_FORM,
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  async function save(values: NewsValues) {
    try {
      const body = toFormData(
        { ...values, removeImage: Boolean(news?.image) && !keepImage },
        { image: file ? [file] : [] },
      );
      await upload.send(
        news ? 'PUT' : 'POST',
        news ? `/api/news/updatenews/${news.newsId}` : '/api/news/createnews',
        body,
      );
      notify.success(news ? m.newsUpdated : m.newsCreated);
      await utils.content.news.invalidate();
      props.onClose();
    } catch (error) {
      notify.error(news ? m.newsUpdateFailed : m.newsCreateFailed, {
        description: serverMessage(error) ?? undefined,
      });
      showFieldProblems(form.setError, error, newsFormPath, { focus: false });
      showTabOf(form.formState.errors);
    }
  }

  const stored =
    news?.image && keepImage
      ? [{ id: news.newsId, url: news.image, srcset: news.srcset ?? undefined }]
      : [];

  return (
    <form onSubmit={form.handleSubmit(save, showTabOf)} noValidate className="space-y-4">
      <FormTabs
        label="News details"
        tabs={NEWS_TABS}
        errors={errors}
        value={tab}
        onChange={setTab}
        panelClassName={{ basic: 'space-y-3 pt-4' }}
        panels={{
          basic: (
            <>
              <FormField label="Title" error={errors.title?.message}>
                <input {...register('title')} className={inputClass} />
              </FormField>
              <FormField label="Author" error={errors.author?.message}>
                <input {...register('author')} className={inputClass} />
              </FormField>
              <FormField label="Short Description" error={errors.shortDesc?.message}>
                <textarea {...register('shortDesc')} rows={3} className={inputClass} />
              </FormField>
            </>
          ),
          content: <SectionsEditor form={form} />,
          image: (
            <ImagePicker
              label="Image (JPEG, PNG or WebP, up to 5 MB)"
              listLabel="News image"
              files={file ? [file] : []}
              onFilesChange={(files) => setFile(files[0] ?? null)}
              existing={stored}
              existingAlt="Current news image"
              onRemoveExisting={() => setKeepImage(false)}
              maxFiles={CONTENT_IMAGE_LIMITS.maxFiles}
              maxFileBytes={CONTENT_IMAGE_LIMITS.maxFileBytes}
            />
          ),
        }}
      />

      <UploadProgress progress={upload.progress} afterUpload="Saving..." />
      <FormButtons
        onCancel={props.onClose}
        submitting={isSubmitting}
        submitLabel="Save News"
        cancelWhileSaving
      />
    </form>
  );
}
