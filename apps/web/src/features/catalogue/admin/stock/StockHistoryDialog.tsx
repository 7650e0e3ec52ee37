import {
  STOCK_REASON_LABELS,
  type StockVariantDto,
} from '@frameshop/contracts/catalogue/stock-screen';
import { QueryView } from '../../../../components/admin/QueryView';
import { Dialog } from '../../../../components/Dialog';
import { formatIstDateTime } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';

/** Issue 24: a variant's ledger, newest first: who, when, why, the change and what remained. */
export function StockHistoryDialog(props: { variant: StockVariantDto; onClose: () => void }) {
  const { variant } = props;
  const history = trpc.inventory.history.useQuery({ frameSizeId: variant.frameSizeId });
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={`Stock history: ${variant.frameName} ${variant.size}`}
    >
      <QueryView
        query={history}
        variant="inline"
        loading="Loading the history..."
        error="The history could not be loaded."
        isEmpty={(data) => data.movements.length === 0}
        empty="No stock movements yet"
      >
        {(data) => (
          <>
            <ol className="divide-y divide-stone-100 text-sm">
              {data.movements.map((m) => (
                <li key={m.movementId} className="flex items-start justify-between gap-4 py-2">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {STOCK_REASON_LABELS[m.reason] ?? m.reason}
                      {m.note ? (
                        <span className="font-normal text-stone-700">: {m.note}</span>
                      ) : null}
                    </p>
                    <p className="text-xs text-stone-600">
                      {m.actor} · <time dateTime={m.at}>{formatIstDateTime(m.at)}</time>
                    </p>
                  </div>
                  <div className="shrink-0 text-right tabular-nums">
                    <p className={m.delta < 0 ? 'text-red-700' : 'text-green-800'}>
                      {m.delta > 0 ? `+${m.delta}` : m.delta}
                    </p>
                    <p className="text-xs text-stone-600">
                      <span className="sr-only">Remaining after: </span>
                      {m.balance} left
                    </p>
                  </div>
                </li>
              ))}
            </ol>
            {data.truncated ? (
              <p className="mt-2 text-xs text-stone-600">Older movements are not shown.</p>
            ) : null}
          </>
        )}
      </QueryView>
    </Dialog>
  );
}
