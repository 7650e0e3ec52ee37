import type { StockVariantDto } from '@frameshop/contracts/catalogue/stock-screen';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { Pager } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { StockBadge } from '../../../../components/StockBadge';
import { useSearchPaging } from '../../../../lib/search-paging';
import { trpc } from '../../../../lib/trpc';
import { StockAdjustDialog } from './StockAdjustDialog';
import { StockHistoryDialog } from './StockHistoryDialog';

const FIGURES = ['Total', 'Held', 'Sold', 'Remaining'] as const;

/**
 * Issue 24: the stock of every variant (frame x size), its figures from the ledger and the
 * orders (never typed in), with adjustments and each variant's ledger history.
 */
export function StockScreen() {
  const { search, setSearch, sentSearch, page, setPage } = useSearchPaging();
  const stock = trpc.inventory.list.useQuery(
    { search: sentSearch, page },
    { placeholderData: keepPreviousData },
  );
  const [adjusting, setAdjusting] = useState<StockVariantDto | null>(null);
  const [history, setHistory] = useState<StockVariantDto | null>(null);

  return (
    <div className="space-y-4">
      <ListHeader title="Stock">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search by frame name"
          aria-label="Search stock by frame name"
          width="sm:w-72"
        />
      </ListHeader>
      <p className="text-sm text-stone-600">
        Held: units of orders not yet shipped. Sold: units shipped to customers. Remaining is what
        the shop can still sell; adjustments change it and the total together.
      </p>
      <QueryView
        query={stock}
        loading="Loading stock..."
        error="Could not load the stock."
        isEmpty={(data) => data.data.length === 0}
        empty={sentSearch ? 'No frames match your search' : 'No frame sizes yet'}
      >
        {(data) => (
          <>
            <div className={stock.isPlaceholderData ? 'opacity-60' : undefined}>
              <StockTable variants={data.data} onAdjust={setAdjusting} onHistory={setHistory} />
              <StockCards variants={data.data} onAdjust={setAdjusting} onHistory={setHistory} />
            </div>
            <p className="text-sm text-stone-600">
              {data.total} {data.total === 1 ? 'size' : 'sizes'}
            </p>
            <Pager page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
      {adjusting ? (
        <StockAdjustDialog variant={adjusting} onClose={() => setAdjusting(null)} />
      ) : null}
      {history ? <StockHistoryDialog variant={history} onClose={() => setHistory(null)} /> : null}
    </div>
  );
}

interface ListProps {
  variants: StockVariantDto[];
  onAdjust: (v: StockVariantDto) => void;
  onHistory: (v: StockVariantDto) => void;
}

const figure = (v: StockVariantDto, name: (typeof FIGURES)[number]) =>
  ({ Total: v.total, Held: v.held, Sold: v.sold, Remaining: v.remaining })[name];

export const variantName = (v: StockVariantDto) => `${v.frameName} ${v.size}`;

/** From 640 px: one row per variant. */
function StockTable({ variants, onAdjust, onHistory }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">Stock per frame size</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Frame
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Size
            </th>
            {FIGURES.map((f) => (
              <th key={f} scope="col" className="px-4 py-3 text-right font-medium">
                {f}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {variants.map((v) => (
            <tr key={v.frameSizeId} data-variant-id={v.frameSizeId}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {v.frameName}
                {v.archived ? (
                  <span className="ml-2 text-xs text-stone-500">(archived)</span>
                ) : null}
              </th>
              <td className="whitespace-nowrap px-4 py-3">{v.size}</td>
              {FIGURES.map((f) => (
                <td key={f} className="px-4 py-3 text-right tabular-nums">
                  {figure(v, f)}
                </td>
              ))}
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <StockBadge remaining={v.remaining} />
                <span className="ml-2 inline-flex gap-1">
                  <RowButtons v={v} onAdjust={onAdjust} onHistory={onHistory} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 640 px: a card per variant, its figures in a grid, the buttons full width. */
function StockCards({ variants, onAdjust, onHistory }: ListProps) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label="Stock per frame size">
      {variants.map((v) => (
        <li
          key={v.frameSizeId}
          data-variant-id={v.frameSizeId}
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium">
              {v.frameName} <span className="text-stone-600">{v.size}</span>
            </p>
            <StockBadge remaining={v.remaining} />
          </div>
          <dl className="grid grid-cols-4 gap-2 text-center text-sm">
            {FIGURES.map((f) => (
              <div key={f}>
                <dt className="text-xs text-stone-600">{f}</dt>
                <dd className="font-semibold tabular-nums">{figure(v, f)}</dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <RowButtons v={v} onAdjust={onAdjust} onHistory={onHistory} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function RowButtons({
  v,
  onAdjust,
  onHistory,
}: {
  v: StockVariantDto;
  onAdjust: (v: StockVariantDto) => void;
  onHistory: (v: StockVariantDto) => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => onAdjust(v)}
        aria-label={`Adjust ${variantName(v)}`}
      >
        Adjust
      </Button>
      <Button
        variant="ghost"
        onClick={() => onHistory(v)}
        aria-label={`History of ${variantName(v)}`}
      >
        History
      </Button>
    </>
  );
}
