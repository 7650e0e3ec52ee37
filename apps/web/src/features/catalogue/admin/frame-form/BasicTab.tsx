import { FRAME_SHAPES } from '@frameshop/contracts/catalogue/constants';
import { Controller } from 'react-hook-form';
import { ChoiceOptions } from '../../../../components/admin/ChoiceOptions';
import { decimalInput, FormField, inputClass } from '../../../../components/FormField';
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
        <input {...register('basePrice', { valueAsNumber: true })} {...decimalInput()} />
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
            <ChoiceOptions
              placeholder="Select material"
              choices={options.materials.map((x) => ({ id: x.materialId, name: x.materialName }))}
            />
          </select>
        </FormField>
        <FormField label="Frame Material" error={errors.frameMaterialId?.message}>
          <select
            {...register('frameMaterialId', { setValueAs: optionalNumber })}
            className={inputClass}
          >
            <ChoiceOptions
              placeholder="Select frame material"
              choices={options.frameMaterials.map((x) => ({
                id: x.frameMaterialId,
                name: x.materialName,
              }))}
            />
          </select>
        </FormField>
        <FormField label="Frame Shape" error={errors.frameShape?.message}>
          <select {...register('frameShape')} className={inputClass}>
            <ChoiceOptions
              placeholder="Select shape"
              choices={FRAME_SHAPES.map((s) => ({ id: s, name: s }))}
            />
          </select>
        </FormField>
      </div>
    </div>
  );
}
