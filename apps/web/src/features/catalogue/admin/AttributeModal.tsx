import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormButtons } from '../../../components/admin/FormButtons';
import { Dialog } from '../../../components/Dialog';
import { FieldError, FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

/** The words of the create/edit form (its screen's texts hold them). */
export interface AttributeModalTexts {
  modalTitles: { create: string; edit: string };
  messages: { created: string; updated: string; saveFailed: string };
}

export interface AttributeField<In extends FieldValues> {
  name: Path<In>;
  label: string;
  type?: 'text' | 'number';
  step?: string;
  placeholder?: string;
}

/** The create/edit form of an attribute screen: the contract's schema and its fields. */
export interface AttributeFormConfig<Row, In extends FieldValues, Out> {
  schema: z.ZodType<Out, In>;
  fields: AttributeField<In>[];
  /** What the create form starts from. */
  empty: DefaultValues<In>;
  /** What the edit form starts from. */
  values: (row: Row) => DefaultValues<In>;
}

export function AttributeModal<Row, In extends FieldValues, Out>(props: {
  texts: AttributeModalTexts;
  form: AttributeFormConfig<Row, In, Out>;
  row: Row | null;
  save: (values: Out, row: Row | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { texts, row, form: config } = props;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(config.schema),
    defaultValues: row === null ? config.empty : config.values(row),
  });
  const { isSubmitting } = form.formState;
  const rootError = form.formState.errors.root?.server?.message;

  async function submit(values: Out) {
    try {
      await props.save(values, row);
      notify.success(row ? texts.messages.updated : texts.messages.created);
      props.onClose();
    } catch (error) {
      const message = serverMessage(error) ?? texts.messages.saveFailed;
      const fields = config.fields.map((f) => f.name);
      if (!showFieldProblems(form.setError, error, fields)) {
        form.setError('root.server', { type: 'server', message });
      }
      notify.error(message);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={row ? texts.modalTitles.edit : texts.modalTitles.create}
    >
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate>
        {config.fields.map((field, i) => (
          <FormField
            key={field.name}
            label={field.label}
            error={form.getFieldState(field.name, form.formState).error?.message}
          >
            <input
              {...(field.type === 'number'
                ? form.register(field.name, { valueAsNumber: true })
                : form.register(field.name))}
              type={field.type ?? 'text'}
              step={field.step}
              min={field.type === 'number' ? '0.01' : undefined}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              autoFocus={i === 0}
              placeholder={field.placeholder}
              className={inputClass}
            />
          </FormField>
        ))}
        <FieldError message={rootError} />
        <FormButtons
          onCancel={props.onClose}
          submitting={isSubmitting}
          submitLabel={row ? 'Update' : 'Create'}
        />
      </form>
    </Dialog>
  );
}
