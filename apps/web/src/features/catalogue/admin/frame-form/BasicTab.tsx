import { FRAME_SHAPES } from '@frameshop/contracts/catalogue/constants';
import { Controller } from 'react-hook-form';
import { FormField, inputClass } from '../../../../components/FormField';
import { ListInput } from '../../../../components/ListInput';
import { optionalNumber } from '../../../../lib/form-values';
import type { CatalogueOptions, FrameFormControl } from './frame-form-values';

/** Name, base price, colours, description, product material, frame material, frame shape. */
export function BasicTab({ form, options }: { form: FrameFormControl; options: CatalogueOptions }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <div className="space-y-3">
      <FormField label="Name" error={errors.name?.message}>
        <input {...register('name')} className={inputClass} />
      </FormField>
      <FormField label="Base Price (₹)" error={errors.basePrice?.message}>
        <input
          {...register('basePrice', { valueAsNumber: true })}
          type="number"
          step="0.01"
          min="0.01"
          inputMode="decimal"
          className={inputClass}
        />
      </FormField>
      <Controller
        control={control}
        name="colors"
        render={({ field, fieldState }) => (
          <ListInput
            label="Colours"
            placeholder="e.g. Walnut"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField label="Description" error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClass} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Product Material" error={errors.materialId?.message}>
          <select
            {...register('materialId', { setValueAs: optionalNumber })}
            className={inputClass}
          >
            <option value="">Select material</option>
            {options.materials.map((x) => (
              <option key={x.materialId} value={x.materialId}>
                {x.materialName}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Frame Material" error={errors.frameMaterialId?.message}>
          <select
            {...register('frameMaterialId', { setValueAs: optionalNumber })}
            className={inputClass}
          >
            <option value="">Select frame material</option>
            {options.frameMaterials.map((x) => (
              <option key={x.frameMaterialId} value={x.frameMaterialId}>
                {x.materialName}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Frame Shape" error={errors.frameShape?.message}>
          <select {...register('frameShape')} className={inputClass}>
            <option value="">Select shape</option>
            {FRAME_SHAPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </div>
  );
}
