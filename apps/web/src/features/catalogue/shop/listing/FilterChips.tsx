import { LISTING_FILTER_KEYS } from '@frameshop/contracts/catalogue/listing-search';
import { formatRupees } from '@frameshop/contracts/shared/format';
import type { CatalogueOptions } from './ListingFilters';
import { type FilterKey, isSet, type ListingSearch } from './listing-url';

/** "₹500", without the paise a whole rupee amount does not need. */
const rupees = (v: number) => formatRupees(v).replace(/\.00$/, '');

function chipLabel(
  key: FilterKey,
  search: ListingSearch,
  options: CatalogueOptions | undefined,
): string {
  switch (key) {
    case 'q':
      return `“${search.q}”`;
    case 'material':
      return `Material: ${options?.materials.find((o) => o.materialId === search.material)?.materialName ?? '…'}`;
    case 'frameMaterial':
      return `Frame: ${options?.frameMaterials.find((o) => o.frameMaterialId === search.frameMaterial)?.materialName ?? '…'}`;
    case 'shape':
      return `Shape: ${search.shape}`;
    case 'min':
      return `From ${rupees(search.min ?? 0)}`;
    case 'max':
      return `Up to ${rupees(search.max ?? 0)}`;
    case 'newArrival':
      return 'New Arrival';
    case 'offer':
      return 'Offer';
  }
}

/** One removable chip per active filter, in a fixed order, and "Clear all". */
export function FilterChips({
  search,
  options,
  onRemove,
  onClearAll,
}: {
  search: ListingSearch;
  options: CatalogueOptions | undefined;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}) {
  const active = LISTING_FILTER_KEYS.filter((key) => isSet(search[key]));
  if (active.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {active.map((key) => {
          const label = chipLabel(key, search, options);
          return (
            <li key={key}>
              <button
                type="button"
                onClick={() => onRemove(key)}
                aria-label={`Remove filter ${label}`}
                className="inline-flex max-w-[16rem] items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 py-1 pl-3 pr-2 text-sm text-amber-950 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                <span className="truncate">{label}</span>
                <span aria-hidden className="text-base leading-none text-amber-800">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="rounded-md px-2 py-1 text-sm font-medium text-amber-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        Clear all
      </button>
    </div>
  );
}
