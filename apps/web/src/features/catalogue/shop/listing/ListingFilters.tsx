import { FRAME_SHAPES, type FrameShape } from '@frameshop/contracts/catalogue/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import type { RouterOutputs } from '../../../../lib/api-types';
import type { ListingSearch, UpdateSearch } from './listing-url';

export type CatalogueOptions = RouterOutputs['catalogue']['options'];

/** A pause in typing a price this long applies it. */
const PRICE_PAUSE_MS = 600;

const SELECT =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-700/30 disabled:bg-stone-100';
const LEGEND = 'mb-2 text-sm font-semibold text-stone-900';

/**
 * The listing's filters, as the sidebar and the phone's drawer both show them: product
 * material, frame material, shape, price range in rupees, New Arrival and Offer. Every change
 * is applied at once (it navigates), so the results and their count follow.
 */
export function ListingFilters({
  search,
  options,
  update,
  idPrefix = 'side',
}: {
  search: ListingSearch;
  options: CatalogueOptions | undefined;
  update: UpdateSearch;
  /** Two copies can be in the page (sidebar and drawer): their ids must differ. */
  idPrefix?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-6">
      <Field label="Product material" htmlFor={id('material')}>
        <select
          id={id('material')}
          className={SELECT}
          disabled={!options}
          value={search.material ?? ''}
          onChange={(e) =>
            update((s) => ({ ...s, material: e.target.value ? Number(e.target.value) : undefined }))
          }
        >
          <option value="">{options ? 'All materials' : 'Loading...'}</option>
          {options?.materials.map((o) => (
            <option key={o.materialId} value={o.materialId}>
              {o.materialName}
            </option>
          ))}
        </select>
      </Field>

      <Field label="Frame material" htmlFor={id('frameMaterial')}>
        <select
          id={id('frameMaterial')}
          className={SELECT}
          disabled={!options}
          value={search.frameMaterial ?? ''}
          onChange={(e) =>
            update((s) => ({
              ...s,
              frameMaterial: e.target.value ? Number(e.target.value) : undefined,
            }))
          }
        >
          <option value="">{options ? 'All frame materials' : 'Loading...'}</option>
          {options?.frameMaterials.map((o) => (
            <option key={o.frameMaterialId} value={o.frameMaterialId}>
              {o.materialName}
            </option>
          ))}
        </select>
      </Field>

      <fieldset>
        <legend className={LEGEND}>Shape</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 md:grid-cols-1">
          {[undefined, ...FRAME_SHAPES].map((shape) => (
            <label
              key={shape ?? 'any'}
              className="flex cursor-pointer items-center gap-2 rounded-md py-1 text-sm text-stone-800"
            >
              <input
                type="radio"
                name={id('shape')}
                checked={search.shape === shape}
                onChange={() => update((s) => ({ ...s, shape: shape as FrameShape | undefined }))}
                className="h-4 w-4 accent-amber-700"
              />
              {shape ?? 'Any shape'}
            </label>
          ))}
        </div>
      </fieldset>

      <PriceRange search={search} update={update} idPrefix={idPrefix} />

      <fieldset>
        <legend className={LEGEND}>Show only</legend>
        <div className="flex flex-col gap-1">
          <Check
            label="New Arrival"
            checked={search.newArrival === true}
            onChange={(on) => update((s) => ({ ...s, newArrival: on || undefined }))}
          />
          <Check
            label="Offer"
            checked={search.offer === true}
            onChange={(on) => update((s) => ({ ...s, offer: on || undefined }))}
          />
        </div>
      </fieldset>
    </div>
  );
}

function Field(props: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.htmlFor} className={`block ${LEGEND}`}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="h-4 w-4 rounded accent-amber-700"
      />
      {props.label}
    </label>
  );
}

const fromUrl = (v: number | undefined) => (v === undefined ? '' : String(v));

const asRupees = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Minimum and maximum price in rupees. Typed values are applied after a pause (replacing the
 * history entry, like the search box), or at once with Enter or on leaving the field; a
 * minimum above the maximum is pointed out and not applied.
 */
function PriceRange({
  search,
  update,
  idPrefix,
}: {
  search: ListingSearch;
  update: UpdateSearch;
  idPrefix: string;
}) {
  const [min, setMin] = useState(fromUrl(search.min));
  const [max, setMax] = useState(fromUrl(search.max));
  const sent = useRef<{ min?: number; max?: number }>({ min: search.min, max: search.max });
  const low = asRupees(min);
  const high = asRupees(max);
  const invalid = low !== undefined && high !== undefined && low > high;
  const errorId = `${idPrefix}-price-error`;

  const apply = useDebouncedCallback((next: { min?: number; max?: number }) => {
    sent.current = next;
    update((s) => ({ ...s, min: next.min, max: next.max }), { replace: true });
  }, PRICE_PAUSE_MS);

  // A price changed elsewhere (a chip, "Clear all", back) replaces what the fields show.
  useEffect(() => {
    if (search.min === sent.current.min && search.max === sent.current.max) return;
    sent.current = { min: search.min, max: search.max };
    apply.cancel();
    setMin(fromUrl(search.min));
    setMax(fromUrl(search.max));
  }, [search.min, search.max, apply]);

  const change = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    const a = asRupees(nextMin);
    const b = asRupees(nextMax);
    if (a !== undefined && b !== undefined && a > b) return apply.cancel();
    apply({ min: a, max: b });
  };

  const input =
    'h-11 w-full rounded-lg border bg-white pl-7 pr-2 text-sm text-stone-900 focus:outline-none focus:ring-2';
  const tone = invalid
    ? 'border-red-600 focus:ring-red-600/30'
    : 'border-stone-300 focus:border-amber-700 focus:ring-amber-700/30';
  return (
    <fieldset>
      <legend className={LEGEND}>Price (₹)</legend>
      <div className="flex items-center gap-2">
        {(
          [
            ['min', 'Minimum price in rupees', 'Min', min, (v: string) => change(v, max)],
            ['max', 'Maximum price in rupees', 'Max', max, (v: string) => change(min, v)],
          ] as const
        ).map(([key, label, placeholder, value, onChange]) => (
          <div key={key} className="relative min-w-0 flex-1">
            <span
              aria-hidden
              className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-sm text-stone-500"
            >
              ₹
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000_000}
              step={1}
              aria-label={label}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              placeholder={placeholder}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={() => apply.flush()}
              onKeyDown={(e) => {
                if (e.key === 'Enter') apply.flush();
              }}
              className={`${input} ${tone}`}
            />
          </div>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          The minimum is above the maximum.
        </p>
      ) : null}
    </fieldset>
  );
}
