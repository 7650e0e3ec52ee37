import { FRAME_IMAGE_LIMITS } from '@frameshop/contracts/catalogue/constants';
import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { Controller } from 'react-hook-form';
import { ImagePicker } from '../../../../components/ImagePicker';
import type { FrameFormControl } from './frame-form-values';

/**
 * New files (sent under `images`) and, when editing, the stored images to keep: the form's
 * `existingImages`, the ids the contract expects (spec section 4: the kept imageIds are sent).
 */
export function ImagesTab(props: {
  form: FrameFormControl;
  frame: FrameDto | null;
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const stored = props.frame?.images ?? [];
  return (
    <Controller
      control={props.form.control}
      name="existingImages"
      render={({ field, fieldState }) => {
        const kept = field.value ?? [];
        return (
          <ImagePicker
            label={`Images (JPEG, PNG or WebP, up to 5 MB each; at most ${FRAME_IMAGE_LIMITS.maxFiles})`}
            listLabel="Frame images"
            existingAlt="Current frame"
            existing={stored
              .filter((image) => kept.includes(image.imageId))
              .map((image) => ({ id: image.imageId, url: image.imageUrl, srcset: image.srcset }))}
            onRemoveExisting={(id) => field.onChange(kept.filter((k) => k !== id))}
            files={props.files}
            onFilesChange={props.onFilesChange}
            maxFiles={FRAME_IMAGE_LIMITS.maxFiles}
            maxFileBytes={FRAME_IMAGE_LIMITS.maxFileBytes}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
