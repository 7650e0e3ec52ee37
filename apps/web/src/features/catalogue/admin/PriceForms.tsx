import { catalogueMessages as m } from '@frameshop/contracts/catalogue/messages';
import {
  type OneSidePriceInput,
  oneSidePriceInput,
  type PairPriceInput,
  pairPriceInput,
} from '@frameshop/contracts/catalogue/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, type FieldValues, useForm } from 'react-hook-form';
import { ChoiceOptions } from '../../../components/admin/ChoiceOptions';
import { FormButtons } from '../../../components/admin/FormButtons';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { decimalInput, FieldError, FormField, inputClass } from '../../../components/FormField';
import { showFieldProblems } from '../../../lib/form-errors';
import { optionalNumber } from '../../../lib/form-values';

/**
 * The price forms, on the contract's schemas. Spec section 5 words the add forms' problems
 * as one line: a missing field reads 'Please fill all fields'; otherwise the contract's own
 * message ('Price per square foot must be a positive number', ...).
 */
function addFormProblem<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const list = Object.values(errors).filter((e) => e !== undefined);
  if (list.some((e) => e.type === 'invalid_type')) return m.fillAllFields;
  const first = list.find((e) => typeof e.message === 'string');
  return typeof first?.message === 'string' ? first.message : undefined;
}

/** How a save went: the form shows a failure's field problems next to its fields. */
export type SaveResult = { ok: true } | { ok: false; error: unknown };

const PRICE_FIELDS = ['materialId', 'frameMaterialId', 'pricePerSqft'] as const;

interface Choice {
  id: number;
  name: string;
}

const priceInput = (label: string) => ({
  ...decimalInput(),
  placeholder: 'Price per sqft (₹)',
  'aria-label': label,
});

/** The aria attributes of an add form's control: its problem is the one line under the form. */
function problemAria(invalid: boolean, problemId: string) {
  return invalid
    ? { 'aria-invalid': true, 'aria-describedby': problemId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

/** Add a price per sqft for a material and frame material pair (not offered twice). */
export function AddPairPriceForm(props: {
  materials: Choice[];
  /** The frame materials not yet priced for a material. */
  frameMaterialsFor: (materialId: number | undefined) => Choice[];
  initialMaterialId?: number;
  onAdd: (values: PairPriceInput) => Promise<SaveResult>;
}) {
  const form = useForm<PairPriceInput, unknown, PairPriceInput>({
    resolver: zodResolver(pairPriceInput),
    defaultValues: { materialId: props.initialMaterialId },
  });
  const problem = addFormProblem(form.formState.errors);
  const materialId = form.watch('materialId');
  const problemId = useId();
  const invalid = (name: keyof PairPriceInput) =>
    problemAria(Boolean(form.formState.errors[name]), problemId);
  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        const result = await props.onAdd(values);
        if (!result.ok) showFieldProblems(form.setError, result.error, PRICE_FIELDS);
      })}
      noValidate
      className="space-y-2"
    >
      <div className="grid gap-2 sm:grid-cols-4">
        <select
          aria-label="Material"
          {...invalid('materialId')}
          className={inputClass}
          {...form.register('materialId', {
            setValueAs: optionalNumber,
            // A frame material already priced for the new material must not stay chosen.
            onChange: () => form.resetField('frameMaterialId'),
          })}
        >
          <ChoiceOptions placeholder="Select material" choices={props.materials} />
        </select>
        <select
          aria-label="Frame material"
          {...invalid('frameMaterialId')}
          className={inputClass}
          {...form.register('frameMaterialId', { setValueAs: optionalNumber })}
        >
          <ChoiceOptions
            placeholder="Select frame material"
            choices={props.frameMaterialsFor(materialId)}
          />
        </select>
        <input
          {...priceInput('Price per sqft')}
          {...invalid('pricePerSqft')}
          {...form.register('pricePerSqft', { valueAsNumber: true })}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Add Price
        </Button>
      </div>
      <FieldError id={problemId} message={problem} />
    </form>
  );
}

/** Add a one-side round price per sqft for a material that has none. */
export function AddOneSidePriceForm(props: {
  materials: Choice[];
  onAdd: (values: OneSidePriceInput) => Promise<SaveResult>;
}) {
  const form = useForm<OneSidePriceInput, unknown, OneSidePriceInput>({
    resolver: zodResolver(oneSidePriceInput),
  });
  const problem = addFormProblem(form.formState.errors);
  const problemId = useId();
  const invalid = (name: keyof OneSidePriceInput) =>
    problemAria(Boolean(form.formState.errors[name]), problemId);
  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        const result = await props.onAdd(values);
        if (!result.ok)
          showFieldProblems(form.setError, result.error, ['materialId', 'pricePerSqft']);
      })}
      noValidate
      className="space-y-2"
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <select
          aria-label="Material for one-side round price"
          {...invalid('materialId')}
          className={inputClass}
          {...form.register('materialId', { setValueAs: optionalNumber })}
        >
          <ChoiceOptions placeholder="Select material" choices={props.materials} />
        </select>
        <input
          {...priceInput('One-side round price per sqft')}
          {...invalid('pricePerSqft')}
          {...form.register('pricePerSqft', { valueAsNumber: true })}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Add One-side Price
        </Button>
      </div>
      <FieldError id={problemId} message={problem} />
    </form>
  );
}

const editPriceInput = oneSidePriceInput.pick({ pricePerSqft: true });

/** Edit one price (spec: 'Price per square foot is required' when emptied). */
export function EditPriceModal(props: {
  label: string;
  price: number;
  onClose: () => void;
  onSave: (price: number) => Promise<SaveResult>;
}) {
  const form = useForm({
    resolver: zodResolver(editPriceInput),
    defaultValues: { pricePerSqft: props.price },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title="Edit Price"
      description={props.label}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(async ({ pricePerSqft }) => {
          const result = await props.onSave(pricePerSqft);
          if (result.ok) props.onClose();
          else showFieldProblems(form.setError, result.error, ['pricePerSqft']);
        })}
      >
        <FormField label="Price per square foot (₹)" error={errors.pricePerSqft?.message}>
          <input {...form.register('pricePerSqft', { valueAsNumber: true })} {...decimalInput()} />
        </FormField>
        <FormButtons onCancel={props.onClose} submitting={isSubmitting} submitLabel="Update" />
      </form>
    </Dialog>
  );
}
