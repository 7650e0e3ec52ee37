import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import {
  type FrameFormInput,
  type FrameInput,
  frameInput,
} from '@frameshop/contracts/catalogue/schemas';
import { uiMessages } from '@frameshop/contracts/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import type { RouterOutputs } from '../../../../lib/api-types';
import { fieldProblems, serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { sendMultipart } from '../../../../lib/upload';
import { BasicTab } from './BasicTab';
import { DetailsTab } from './DetailsTab';
import {
  emptyFrameForm,
  FRAME_TABS,
  type FrameFormControl,
  type FrameTab,
  firstTabWithErrors,
  frameFormFrom,
  frameMultipart,
  framePath,
  messagesOf,
} from './frame-form-values';
import { ImagesTab } from './ImagesTab';
import { SizesTab } from './SizesTab';

export type CatalogueOptions = RouterOutputs['catalogue']['options'];

export function FrameForm(props: {
  frame: FrameDto | null;
  options: CatalogueOptions;
  onClose: () => void;
}) {
  const { frame, options } = props;
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<FrameTab>('basic');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const form: FrameFormControl = useForm<FrameFormInput, unknown, FrameInput>({
    resolver: zodResolver(frameInput),
    defaultValues: frame ? frameFormFrom(frame) : emptyFrameForm,
  });
  const { errors, isSubmitting } = form.formState;

  function showTabOf(fieldErrors: typeof errors) {
    const first = firstTabWithErrors(fieldErrors);
    if (first) setTab(first);
  }

  async function save(values: FrameFormInput) {
    setProgress(0);
    try {
      await sendMultipart(
        frame ? 'PUT' : 'POST',
        frame ? `/api/frame/updateframe/${frame.frameId}` : '/api/frame/createframe',
        frameMultipart(values, files),
        setProgress,
      );
      notify.success(frame ? m.frameUpdated : m.frameAdded);
      await utils.catalogue.frames.invalidate();
      props.onClose();
    } catch (error) {
      const prefix = frame ? m.frameUpdateFailed : m.frameAddFailed;
      notify.error(`${prefix}${serverMessage(error) ?? uiMessages.genericError}`);
      for (const problem of fieldProblems(error)) {
        const path = framePath(problem.path);
        if (path) form.setError(path, { type: 'server', message: problem.message });
      }
      showTabOf(form.formState.errors);
    } finally {
      setProgress(null);
    }
  }

  // Problems on the other tabs are listed under the tabs, so none goes unseen.
  const elsewhere = FRAME_TABS.filter((t) => t.value !== tab).flatMap((t) =>
    t.fields.flatMap((f) => messagesOf(errors[f])).map((text) => `${t.label}: ${text}`),
  );
  return (
    <form onSubmit={form.handleSubmit(save, showTabOf)} noValidate className="space-y-4">
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setTab(FRAME_TABS.find((t) => t.value === next)?.value ?? tab)}
      >
        <Tabs.List aria-label="Frame details" className="flex gap-1 border-b border-stone-200">
          {FRAME_TABS.map((t) => {
            const invalid = t.fields.some((f) => f in errors);
            return (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-amber-700 data-[state=active]:text-stone-900"
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
        <Tabs.Content value="basic" className="pt-4">
          <BasicTab form={form} options={options} />
        </Tabs.Content>
        <Tabs.Content value="sizes" className="pt-4">
          <SizesTab form={form} options={options} frame={frame} />
        </Tabs.Content>
        <Tabs.Content value="images" className="pt-4">
          <ImagesTab form={form} frame={frame} files={files} onFilesChange={setFiles} />
        </Tabs.Content>
        <Tabs.Content value="details" className="pt-4">
          <DetailsTab form={form} />
        </Tabs.Content>
      </Tabs.Root>

      {elsewhere.length > 0 ? (
        <ul
          role="alert"
          className="list-inside list-disc rounded-lg bg-red-50 p-3 text-sm text-red-700"
        >
          {elsewhere.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? (
        <div className="space-y-1">
          <progress value={progress} max={1} className="w-full" aria-label="Upload progress" />
          <p className="text-xs text-stone-500">
            {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Processing images...'}
          </p>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Frame'}
        </Button>
      </div>
    </form>
  );
}
