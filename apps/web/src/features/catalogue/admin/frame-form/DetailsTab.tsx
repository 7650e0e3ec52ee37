import { Controller } from 'react-hook-form';
import { decimalInput, FormField, inputClass } from '../../../../components/FormField';
import { ListInput } from '../../../../components/ListInput';
import { optionalNumber } from '../../../../lib/form-values';
import type { FrameFormControl } from './frame-form-values';

/** Weight, origin, care instructions, what's included, New Arrival and Special Offer. */
export function DetailsTab({ form }: { form: FrameFormControl }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Weight (kg)" error={errors.weight?.message}>
          <input {...register('weight', { setValueAs: optionalNumber })} {...decimalInput('0')} />
        </FormField>
        <FormField label="Origin" error={errors.origin?.message}>
          <input {...register('origin')} className={inputClass} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="careInstruction"
        render={({ field, fieldState }) => (
          <ListInput
            label="Care Instructions"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="includes"
        render={({ field, fieldState }) => (
          <ListInput
            label="What's Included"
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('isNewArrival')} className="h-4 w-4" /> New Arrival
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('isOffer')} className="h-4 w-4" /> Special Offer
        </label>
      </div>
    </div>
  );
}
