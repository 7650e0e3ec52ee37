import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import {
  type FrameFormInput,
  type FrameInput,
  frameInput,
} from '@frameshop/contracts/catalogue/schemas';
import { uiMessages } from '@frameshop/contracts/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormButtons } from '../../../../components/admin/FormButtons';
import { FormTabs, useFormTab } from '../../../../components/admin/FormTabs';
import { UploadProgress, useUpload } from '../../../../components/admin/UploadProgress';
import { serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { BasicTab } from './BasicTab';
import { DetailsTab } from './DetailsTab';
import {
  type CatalogueOptions,
  emptyFrameForm,
  FRAME_TABS,
  type FrameFormControl,
  frameFormFrom,
  frameMultipart,
  framePath,
  messagesOf,
} from './frame-form-values';
import { ImagesTab } from './ImagesTab';
import { SizesTab } from './SizesTab';

export function FrameForm(props: {
  frame: FrameDto | null;
  options: CatalogueOptions;
  onClose: () => void;
}) {
  const { frame, options } = props;
  const utils = trpc.useUtils();
  const { tab, setTab, showTabOf } = useFormTab(FRAME_TABS, 'basic');
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUpload();
  const form: FrameFormControl = useForm<FrameFormInput, unknown, FrameInput>({
    resolver: zodResolver(frameInput),
    defaultValues: frame ? frameFormFrom(frame) : emptyFrameForm,
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: FrameFormInput) {
    try {
      await upload.send(
        frame ? 'PUT' : 'POST',
        frame ? `/api/frame/updateframe/${frame.frameId}` : '/api/frame/createframe',
        frameMultipart(values, files),
      );
      notify.success(frame ? m.frameUpdated : m.frameAdded);
      await utils.catalogue.frames.invalidate();
      props.onClose();
    } catch (error) {
      const prefix = frame ? m.frameUpdateFailed : m.frameAddFailed;
      notify.error(`${prefix}${serverMessage(error) ?? uiMessages.genericError}`);
      showFieldProblems(form.setError, error, framePath, { focus: false });
      showTabOf(form.formState.errors);
    }
  }

  // Problems on the other tabs are listed under the tabs, so none goes unseen.
  const elsewhere = FRAME_TABS.filter((t) => t.value !== tab).flatMap((t) =>
    t.fields.flatMap((f) => messagesOf(errors[f])).map((text) => `${t.label}: ${text}`),
  );
  return (
    <form onSubmit={form.handleSubmit(save, showTabOf)} noValidate className="space-y-4">
      <FormTabs
        label="Frame details"
        tabs={FRAME_TABS}
        errors={errors}
        value={tab}
        onChange={setTab}
        panels={{
          basic: <BasicTab form={form} options={options} />,
          sizes: <SizesTab form={form} options={options} frame={frame} />,
          images: <ImagesTab form={form} frame={frame} files={files} onFilesChange={setFiles} />,
          details: <DetailsTab form={form} />,
        }}
      />

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
      <UploadProgress progress={upload.progress} afterUpload="Processing images..." />
      <FormButtons
        onCancel={props.onClose}
        submitting={isSubmitting}
        submitLabel="Save Frame"
        cancelWhileSaving
      />
    </form>
  );
}
