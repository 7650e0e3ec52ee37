import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { decimalInput, FieldError, FormField, inputClass } from '../../../../components/FormField';
import { numberOrNull, selectValue } from '../../../../lib/form-values';
import { type CatalogueOptions, emptyVariant, type FrameFormControl } from './frame-form-values';

/** The size variants: size, price, optional offer price and stock, one row each. */
export function SizesTab(props: {
  form: FrameFormControl;
  options: CatalogueOptions;
  frame: FrameDto | null;
}) {
  const { form, options, frame } = props;
  const { register, control } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const errors = form.formState.errors.sizes;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <div className="space-y-3">
      {sizes.fields.length === 0 ? (
        <p className="text-sm text-stone-500">No sizes yet. Add the sizes this frame is sold in.</p>
      ) : null}
      {sizes.fields.map((row, i) => {
        const rowErrors = errors?.[i];
        const sizeId = form.watch(`sizes.${i}.sizeId`);
        const stored = frame?.frameSizes.find((v) => v.sizeId === sizeId);
        return (
          <fieldset
            key={row.id}
            className="grid grid-cols-2 items-start gap-2 rounded-lg border border-stone-200 p-3 lg:grid-cols-[1.3fr_1fr_1fr_1fr_auto]"
          >
            <legend className="sr-only">Size {i + 1}</legend>
            <Controller
              control={control}
              name={`sizes.${i}.sizeId`}
              render={({ field, fieldState }) => (
                <FormField
                  label="Size"
                  error={fieldState.error?.message}
                  className="col-span-2 lg:col-span-1"
                >
                  {(aria) => (
                    <select
                      {...aria}
                      ref={field.ref}
                      name={field.name}
                      value={selectValue(field.value)}
                      onBlur={field.onBlur}
                      onChange={(e) =>
                        field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                      }
                      className={inputClass}
                    >
                      <option value="">Select size</option>
                      {options.sizes.map((s) => (
                        <option key={s.sizeId} value={s.sizeId}>
                          {s.width} × {s.height} in
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              )}
            />
            <FormField label="Price (₹)" error={rowErrors?.price?.message}>
              <input
                {...register(`sizes.${i}.price`, { valueAsNumber: true })}
                {...decimalInput()}
              />
            </FormField>
            <FormField label="Offer Price (₹)" error={rowErrors?.offer_price?.message}>
              <input
                {...register(`sizes.${i}.offer_price`, { setValueAs: numberOrNull })}
                {...decimalInput('0')}
              />
            </FormField>
            <FormField
              label="Stock Quantity"
              error={rowErrors?.total_qty?.message}
              hint={stored ? `${stored.remained_qty} left` : undefined}
            >
              <input
                {...register(`sizes.${i}.total_qty`, { valueAsNumber: true })}
                type="number"
                step="1"
                min="0"
                inputMode="numeric"
                className={inputClass}
              />
            </FormField>
            <Button
              variant="dangerGhost"
              className="mt-6 self-start"
              onClick={() => sizes.remove(i)}
              aria-label={`Remove size ${i + 1}`}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      <FieldError message={listError} />
      <Button variant="secondary" onClick={() => sizes.append(emptyVariant())}>
        Add Size
      </Button>
    </div>
  );
}
