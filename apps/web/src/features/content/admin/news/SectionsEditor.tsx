import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { FieldError, FormField, inputClass } from '../../../../components/FormField';
import type { NewsFormControl } from './news-form-values';

/** The Content tab: sections (title, text, bullets); add, remove and move sections and bullets. */
export function SectionsEditor({ form }: { form: NewsFormControl }) {
  const { control, register } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const errors = form.formState.errors.sections;
  return (
    <div className="space-y-4">
      {sections.fields.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-600">
          No sections yet. A section has an optional heading, text and a list of bullets.
        </p>
      ) : null}
      {sections.fields.map((section, i) => {
        const sectionErrors = errors?.[i];
        const n = i + 1;
        return (
          <fieldset
            key={section.id}
            className="space-y-3 rounded-lg border border-stone-200 p-3 sm:p-4"
          >
            <legend className="float-left pt-1.5 text-sm font-semibold text-stone-800">
              Section {n}
            </legend>
            <div className="flex flex-wrap justify-end gap-1 [&+*]:clear-both">
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={i === 0}
                onClick={() => sections.move(i, i - 1)}
                aria-label={`Move section ${n} up`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={i === sections.fields.length - 1}
                onClick={() => sections.move(i, i + 1)}
                aria-label={`Move section ${n} down`}
              >
                ↓
              </Button>
              <Button
                variant="dangerGhost"
                className="px-2 py-1"
                onClick={() => sections.remove(i)}
                aria-label={`Remove section ${n}`}
              >
                Remove
              </Button>
            </div>
            <FormField label="Section Title" error={sectionErrors?.sectionTitle?.message}>
              <input {...register(`sections.${i}.sectionTitle`)} className={inputClass} />
            </FormField>
            <FormField label="Content" error={sectionErrors?.content?.message}>
              <textarea {...register(`sections.${i}.content`)} rows={4} className={inputClass} />
            </FormField>
            <Controller
              control={control}
              name={`sections.${i}.bullets`}
              render={({ field, fieldState }) => {
                const bullets = field.value ?? [];
                const problems = Array.isArray(fieldState.error) ? fieldState.error : [];
                return (
                  <div className="space-y-2">
                    <p className="text-sm font-medium text-stone-800" id={`${section.id}-bullets`}>
                      Bullets
                    </p>
                    {bullets.length === 0 ? (
                      <p className="text-xs text-stone-500">No bullets in this section.</p>
                    ) : null}
                    <ul aria-labelledby={`${section.id}-bullets`} className="space-y-2">
                      {bullets.map((bullet, b) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: bullets are plain text; their place is their identity
                        <li key={b} className="space-y-1">
                          <div className="flex gap-2">
                            <input
                              value={bullet}
                              onChange={(e) =>
                                field.onChange(
                                  bullets.map((x, k) => (k === b ? e.target.value : x)),
                                )
                              }
                              onBlur={field.onBlur}
                              aria-label={`Section ${n} bullet ${b + 1}`}
                              aria-invalid={problems[b] ? true : undefined}
                              className={inputClass}
                            />
                            <Button
                              variant="dangerGhost"
                              className="shrink-0 px-3"
                              onClick={() => field.onChange(bullets.filter((_, k) => k !== b))}
                              aria-label={`Remove section ${n} bullet ${b + 1}`}
                            >
                              ×
                            </Button>
                          </div>
                          <FieldError message={problems[b]?.message} />
                        </li>
                      ))}
                    </ul>
                    <FieldError message={fieldState.error?.message} />
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => field.onChange([...bullets, ''])}
                      aria-label={`Add bullet to section ${n}`}
                    >
                      + Add Bullet
                    </Button>
                  </div>
                );
              }}
            />
          </fieldset>
        );
      })}
      {typeof errors?.message === 'string' ? <FieldError message={errors.message} /> : null}
      <Button
        variant="secondary"
        onClick={() => sections.append({ sectionTitle: '', content: '', bullets: [] })}
      >
        + Add Section
      </Button>
    </div>
  );
}
