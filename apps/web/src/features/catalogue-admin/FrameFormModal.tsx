import {
  FRAME_IMAGE_LIMITS,
  FRAME_SHAPES,
  type FrameDto,
  frameInput,
  catalogueMessages as m,
} from '@frameshop/contracts/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { cloneElement, useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorState, Spinner } from '../../components/States';
import type { RouterOutputs } from '../../lib/api-types';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { sendMultipart } from '../../lib/upload';
import { ListInput } from './ListInput';

type FormIn = z.input<typeof frameInput>;
type FormOut = z.output<typeof frameInput>;

const TABS = [
  {
    value: 'basic',
    label: 'Basic',
    fields: [
      'name',
      'basePrice',
      'colors',
      'description',
      'materialId',
      'frameMaterialId',
      'frameShape',
    ],
  },
  { value: 'sizes', label: 'Sizes', fields: ['sizes'] },
  { value: 'images', label: 'Images', fields: [] },
  {
    value: 'details',
    label: 'Details',
    fields: ['weight', 'origin', 'careInstruction', 'includes'],
  },
] as const;

const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-amber-500';

function emptyForm(): FormIn {
  return {
    name: '',
    basePrice: '',
    description: '',
    colors: [],
    materialId: '',
    frameMaterialId: '',
    frameShape: '' as FormIn['frameShape'],
    weight: '',
    origin: '',
    careInstruction: [],
    includes: [],
    isNewArrival: false,
    isOffer: false,
    sizes: [],
  };
}

function formFrom(frame: FrameDto): FormIn {
  return {
    name: frame.name,
    basePrice: String(frame.basePrice),
    description: frame.description,
    colors: frame.colors,
    materialId: String(frame.materialId),
    frameMaterialId: String(frame.frameMaterialId),
    frameShape: frame.frameShape,
    weight: String(frame.weight),
    origin: frame.origin,
    careInstruction: frame.careInstruction,
    includes: frame.includes,
    isNewArrival: frame.isNewArrival,
    isOffer: frame.isOffer,
    sizes: frame.frameSizes.map((v) => ({
      sizeId: String(v.sizeId),
      price: String(v.price),
      offer_price: v.offer_price === null ? '' : String(v.offer_price),
      total_qty: String(v.total_qty),
    })),
  };
}

/** Every message in the error tree, for the summary under the tabs. */
function messagesOf(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') out.push(message);
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref' && key !== 'message') walk(child);
  };
  walk(errors);
  return [...new Set(out)];
}

/** Spec section 2: the frame add/edit modal with tabs Basic, Sizes, Images, Details. */
export function FrameFormModal(props: { frameId: number | null; onClose: () => void }) {
  const editing = props.frameId !== null;
  const frame = trpc.catalogue.frames.byId.useQuery(
    { frameId: props.frameId ?? 0 },
    { enabled: editing, staleTime: 0 },
  );
  const options = trpc.catalogue.options.useQuery();
  useEffect(() => {
    if (options.isError) notify.error(m.dropdownsFailed);
  }, [options.isError]);
  const title = editing ? 'Edit Frame' : 'Add New Frame';

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={title} size="lg">
      {options.isPending || (editing && frame.isPending) ? (
        <Spinner />
      ) : options.isError ? (
        <ErrorState message={m.dropdownsFailed} onRetry={() => options.refetch()} />
      ) : editing && frame.isError ? (
        <ErrorState message={m.frameNotFound} />
      ) : (
        <FrameForm
          frame={editing ? (frame.data ?? null) : null}
          options={options.data}
          onClose={props.onClose}
        />
      )}
    </Dialog>
  );
}

type Options = RouterOutputs['catalogue']['options'];

function FrameForm(props: { frame: FrameDto | null; options: Options; onClose: () => void }) {
  const { frame, options } = props;
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<string>('basic');
  const [keptImages, setKeptImages] = useState(frame?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(frameInput),
    defaultValues: frame ? formFrom(frame) : emptyForm(),
  });
  const sizes = useFieldArray({ control: form.control, name: 'sizes' as never });
  const { errors, isSubmitting } = form.formState;
  const problems = messagesOf(errors);

  async function save(values: FormOut) {
    const body = new FormData();
    const {
      sizes: variants,
      colors,
      careInstruction,
      includes,
      existingImages: _,
      ...scalars
    } = values;
    for (const [key, value] of Object.entries(scalars)) body.append(key, String(value));
    body.append('colors', JSON.stringify(colors));
    body.append('careInstruction', JSON.stringify(careInstruction));
    body.append('includes', JSON.stringify(includes));
    body.append('sizes', JSON.stringify(variants));
    if (frame) body.append('existingImages', JSON.stringify(keptImages.map((i) => i.imageId)));
    for (const file of files) body.append('images', file, file.name);
    setProgress(0);
    try {
      await sendMultipart(
        frame ? 'PUT' : 'POST',
        frame ? `/api/frame/updateframe/${frame.frameId}` : '/api/frame/createframe',
        body,
        setProgress,
      );
      notify.success(frame ? m.frameUpdated : m.frameAdded);
      await utils.catalogue.frames.invalidate();
      props.onClose();
    } catch (error) {
      notify.error(`${frame ? m.frameUpdateFailed : m.frameAddFailed}${(error as Error).message}`);
    } finally {
      setProgress(null);
    }
  }

  function onInvalid(fieldErrors: FieldErrors<FormIn>) {
    // Show the first tab that holds an error, so the message is next to its field.
    const first = TABS.find((t) => t.fields.some((f) => f in fieldErrors));
    if (first) setTab(first.value);
  }

  const imageCount = keptImages.length + files.length;
  const reg = form.register;
  return (
    <form onSubmit={form.handleSubmit(save, onInvalid)} noValidate className="space-y-4">
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Frame details" className="flex gap-1 border-b border-stone-200">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-amber-700 data-[state=active]:text-stone-900"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="basic" className="space-y-3 pt-4">
          <Labelled label="Name" error={errors.name?.message}>
            <input {...reg('name')} className={inputClass} />
          </Labelled>
          <Labelled label="Base Price (₹)" error={errors.basePrice?.message}>
            <input
              {...reg('basePrice')}
              type="number"
              step="0.01"
              min="0.01"
              className={inputClass}
            />
          </Labelled>
          <Controller
            control={form.control}
            name="colors"
            render={({ field, fieldState }) => (
              <div>
                <ListInput
                  label="Colours"
                  placeholder="e.g. Walnut"
                  value={(field.value as string[]) ?? []}
                  onChange={field.onChange}
                />
                <FieldError message={fieldState.error?.message} />
              </div>
            )}
          />
          <Labelled label="Description" error={errors.description?.message}>
            <textarea {...reg('description')} rows={3} className={inputClass} />
          </Labelled>
          <div className="grid gap-3 sm:grid-cols-3">
            <Labelled label="Product Material" error={errors.materialId?.message}>
              <select {...reg('materialId')} className={inputClass}>
                <option value="">Select material</option>
                {options.materials.map((x) => (
                  <option key={x.materialId} value={x.materialId}>
                    {x.materialName}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled label="Frame Material" error={errors.frameMaterialId?.message}>
              <select {...reg('frameMaterialId')} className={inputClass}>
                <option value="">Select frame material</option>
                {options.frameMaterials.map((x) => (
                  <option key={x.frameMaterialId} value={x.frameMaterialId}>
                    {x.materialName}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled label="Frame Shape" error={errors.frameShape?.message}>
              <select {...reg('frameShape')} className={inputClass}>
                <option value="">Select shape</option>
                {FRAME_SHAPES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
        </Tabs.Content>

        <Tabs.Content value="sizes" className="space-y-3 pt-4">
          {sizes.fields.length === 0 ? (
            <p className="text-sm text-stone-500">
              No sizes yet. Add the sizes this frame is sold in.
            </p>
          ) : null}
          {sizes.fields.map((row, i) => {
            const current = frame?.frameSizes.find(
              (v) => String(v.sizeId) === String(form.watch(`sizes.${i}.sizeId` as never)),
            );
            return (
              <fieldset
                key={row.id}
                className="grid items-end gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-5"
              >
                <legend className="sr-only">Size {i + 1}</legend>
                <Labelled label="Size">
                  <select {...reg(`sizes.${i}.sizeId` as never)} className={inputClass}>
                    <option value="">Select size</option>
                    {options.sizes.map((s) => (
                      <option key={s.sizeId} value={s.sizeId}>
                        {s.width} × {s.height} in
                      </option>
                    ))}
                  </select>
                </Labelled>
                <Labelled label="Price (₹)">
                  <input
                    {...reg(`sizes.${i}.price` as never)}
                    type="number"
                    step="0.01"
                    min="0.01"
                    className={inputClass}
                  />
                </Labelled>
                <Labelled label="Offer Price (₹)">
                  <input
                    {...reg(`sizes.${i}.offer_price` as never)}
                    type="number"
                    step="0.01"
                    min="0"
                    className={inputClass}
                  />
                </Labelled>
                <Labelled label="Stock Quantity">
                  <input
                    {...reg(`sizes.${i}.total_qty` as never)}
                    type="number"
                    step="1"
                    min="0"
                    className={inputClass}
                  />
                </Labelled>
                <div className="flex items-center justify-between gap-2">
                  {current ? (
                    <span className="text-xs text-stone-500">{current.remained_qty} left</span>
                  ) : (
                    <span />
                  )}
                  <Button
                    variant="ghost"
                    className="text-red-700"
                    onClick={() => sizes.remove(i)}
                    aria-label={`Remove size ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <Button
            variant="secondary"
            onClick={() =>
              sizes.append({ sizeId: '', price: '', offer_price: '', total_qty: '' } as never)
            }
          >
            Add Size
          </Button>
        </Tabs.Content>

        <Tabs.Content value="images" className="space-y-3 pt-4">
          <label htmlFor="frame-images" className="block text-sm font-medium text-stone-800">
            Images (JPEG, PNG or WebP, up to 5 MB each; at most {FRAME_IMAGE_LIMITS.maxFiles})
          </label>
          <input
            id="frame-images"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={imageCount >= FRAME_IMAGE_LIMITS.maxFiles}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              const tooBig = picked.filter((f) => f.size > FRAME_IMAGE_LIMITS.maxFileBytes);
              if (tooBig.length > 0)
                notify.error(`${tooBig.map((f) => f.name).join(', ')}: larger than 5 MB`);
              const room = FRAME_IMAGE_LIMITS.maxFiles - imageCount;
              setFiles((current) => [
                ...current,
                ...picked.filter((f) => !tooBig.includes(f)).slice(0, room),
              ]);
              e.target.value = '';
            }}
            className="block text-sm"
          />
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Frame images">
            {keptImages.map((image) => (
              <li key={image.imageId} className="relative">
                <img
                  src={`/${image.imageUrl}`}
                  alt="Current frame"
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  onClick={() =>
                    setKeptImages((list) => list.filter((i) => i.imageId !== image.imageId))
                  }
                  className="absolute right-1 top-1 rounded-full bg-white/90 px-2 text-sm shadow hover:bg-white"
                  aria-label="Remove existing image"
                >
                  ×
                </button>
              </li>
            ))}
            {files.map((file, i) => (
              <li key={`${file.name}-${file.lastModified}-${file.size}`} className="relative">
                <img
                  src={previews[i]}
                  alt={`New: ${file.name}`}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <button
                  type="button"
                  onClick={() => setFiles((list) => list.filter((f) => f !== file))}
                  className="absolute right-1 top-1 rounded-full bg-white/90 px-2 text-sm shadow hover:bg-white"
                  aria-label={`Remove ${file.name}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {imageCount === 0 ? <p className="text-sm text-stone-500">No images yet.</p> : null}
        </Tabs.Content>

        <Tabs.Content value="details" className="space-y-3 pt-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <Labelled label="Weight (kg)" error={errors.weight?.message}>
              <input {...reg('weight')} type="number" step="0.01" min="0" className={inputClass} />
            </Labelled>
            <Labelled label="Origin" error={errors.origin?.message}>
              <input {...reg('origin')} className={inputClass} />
            </Labelled>
          </div>
          <Controller
            control={form.control}
            name="careInstruction"
            render={({ field }) => (
              <ListInput
                label="Care Instructions"
                value={(field.value as string[]) ?? []}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="includes"
            render={({ field }) => (
              <ListInput
                label="What's Included"
                value={(field.value as string[]) ?? []}
                onChange={field.onChange}
              />
            )}
          />
          <div className="flex gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...reg('isNewArrival')} /> New Arrival
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...reg('isOffer')} /> Special Offer
            </label>
          </div>
        </Tabs.Content>
      </Tabs.Root>

      {problems.length > 0 ? (
        <ul
          role="alert"
          className="list-inside list-disc rounded-lg bg-red-50 p-3 text-sm text-red-700"
        >
          {problems.map((p) => (
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

/** A label tied to its control by id, with the field's error read out with it. */
function Labelled(props: { label: string; error?: string; children: React.ReactElement }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      {cloneElement(props.children, {
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': props.error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <span id={id} className="block text-sm text-red-600">
      {message}
    </span>
  ) : null;
}
