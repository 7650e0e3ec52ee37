import type { NewsDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import {
  CONTENT_IMAGE_LIMITS,
  type NewsFormInput,
  newsInput,
} from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { type FieldErrors, type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { FormField, inputClass } from '../../../../components/FormField';
import { ImagePicker } from '../../../../components/ImagePicker';
import { ErrorState, Spinner } from '../../../../components/States';
import { fieldProblems, serverMessage } from '../../../../lib/errors';
import { toFormData } from '../../../../lib/form-data';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { sendMultipart } from '../../../../lib/upload';
import { SectionsEditor } from './SectionsEditor';

/** What the contract's schema makes of the form's values (trimmed, defaults filled in). */
type NewsValues = (typeof newsInput)['_zod']['output'];
export type NewsFormControl = UseFormReturn<NewsFormInput, unknown, NewsValues>;

const TABS = [
  { value: 'basic', label: 'Basic', fields: ['title', 'author', 'shortDesc'] },
  { value: 'content', label: 'Content', fields: ['sections'] },
  { value: 'image', label: 'Image', fields: [] },
] as const satisfies readonly {
  value: string;
  label: string;
  fields: readonly (keyof NewsFormInput)[];
}[];
type Tab = (typeof TABS)[number]['value'];

const EMPTY: NewsFormInput = {
  title: '',
  author: '',
  shortDesc: '',
  sections: [],
  removeImage: false,
};

function formFrom(news: NewsDto): NewsFormInput {
  return {
    title: news.title,
    author: news.author,
    shortDesc: news.shortDesc,
    sections: news.sections.map((s) => ({
      sectionTitle: s.sectionTitle,
      content: s.content,
      bullets: [...s.bullets],
    })),
    removeImage: false,
  };
}

/** The form path a server problem names ("sections.1.bullets.0"), if the form has that field. */
function formPath(path: string): FieldPath<NewsFormInput> | null {
  if (path === 'title' || path === 'author' || path === 'shortDesc' || path === 'sections') {
    return path;
  }
  const bullet = /^sections\.(\d+)\.bullets\.(\d+)$/.exec(path);
  if (bullet) return `sections.${Number(bullet[1])}.bullets.${Number(bullet[2])}`;
  const field = /^sections\.(\d+)\.(sectionTitle|content|bullets)$/.exec(path);
  if (field?.[2] === 'sectionTitle') return `sections.${Number(field[1])}.sectionTitle`;
  if (field?.[2] === 'content') return `sections.${Number(field[1])}.content`;
  if (field?.[2] === 'bullets') return `sections.${Number(field[1])}.bullets`;
  return null;
}

function firstTabWithErrors(errors: FieldErrors<NewsFormInput>): Tab | null {
  return TABS.find((t) => t.fields.some((f) => f in errors))?.value ?? null;
}

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
  const [tab, setTab] = useState<Tab>('basic');
  const [file, setFile] = useState<File | null>(null);
  const [keepImage, setKeepImage] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const form: NewsFormControl = useForm<NewsFormInput, unknown, NewsValues>({
    resolver: zodResolver(newsInput),
    defaultValues: news ? formFrom(news) : EMPTY,
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  function showTabOf(fieldErrors: FieldErrors<NewsFormInput>) {
    const first = firstTabWithErrors(fieldErrors);
    if (first) setTab(first);
  }

  async function save(values: NewsValues) {
    setProgress(0);
    try {
      const body = toFormData(
        { ...values, removeImage: Boolean(news?.image) && !keepImage },
        { image: file ? [file] : [] },
      );
      await sendMultipart(
        news ? 'PUT' : 'POST',
        news ? `/api/news/updatenews/${news.newsId}` : '/api/news/createnews',
        body,
        setProgress,
      );
      notify.success(news ? m.newsUpdated : m.newsCreated);
      await utils.content.news.invalidate();
      props.onClose();
    } catch (error) {
      notify.error(news ? m.newsUpdateFailed : m.newsCreateFailed, {
        description: serverMessage(error) ?? undefined,
      });
      for (const problem of fieldProblems(error)) {
        const path = formPath(problem.path);
        if (path) form.setError(path, { type: 'server', message: problem.message });
      }
      showTabOf(form.formState.errors);
    } finally {
      setProgress(null);
    }
  }

  const stored =
    news?.image && keepImage
      ? [{ id: news.newsId, url: news.image, srcset: news.srcset ?? undefined }]
      : [];

  return (
    <form onSubmit={form.handleSubmit(save, showTabOf)} noValidate className="space-y-4">
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setTab(TABS.find((t) => t.value === next)?.value ?? tab)}
      >
        <Tabs.List aria-label="News details" className="flex gap-1 border-b border-stone-200">
          {TABS.map((t) => {
            const invalid = t.fields.some((f) => f in errors);
            return (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 data-[state=active]:border-amber-700 data-[state=active]:text-stone-900"
              >
                {t.label}
                {invalid ? (
                  <>
                    <span aria-hidden className="h-2 w-2 rounded-full bg-red-600" />
                    <span className="sr-only">(has errors)</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="basic" className="space-y-3 pt-4">
          <FormField label="Title" error={errors.title?.message}>
            <input {...register('title')} className={inputClass} />
          </FormField>
          <FormField label="Author" error={errors.author?.message}>
            <input {...register('author')} className={inputClass} />
          </FormField>
          <FormField label="Short Description" error={errors.shortDesc?.message}>
            <textarea {...register('shortDesc')} rows={3} className={inputClass} />
          </FormField>
        </Tabs.Content>
        <Tabs.Content value="content" className="pt-4">
          <SectionsEditor form={form} />
        </Tabs.Content>
        <Tabs.Content value="image" className="pt-4">
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
        </Tabs.Content>
      </Tabs.Root>

      {progress !== null ? (
        <div className="space-y-1">
          <progress value={progress} max={1} className="w-full" aria-label="Upload progress" />
          <p className="text-xs text-stone-500">
            {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Saving...'}
          </p>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save News'}
        </Button>
      </div>
    </form>
  );
}
