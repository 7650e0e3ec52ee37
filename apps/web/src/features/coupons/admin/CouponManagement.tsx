import type { CouponDto } from '@frameshop/contracts/coupons/coupons';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { useState } from 'react';
import { ActionsTable } from '../../../components/ActionsTable';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { formatIstDateTime } from '../../../lib/format';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { trpc } from '../../../lib/trpc';
import { CouponFormDialog } from './CouponFormDialog';
import { SCOPE_LABELS } from './coupon-form';
import { DeleteCouponDialog } from './DeleteCouponDialog';

function discountText(c: CouponDto): string {
  if (c.kind === 'percent') return `${c.value}% off`;
  if (c.kind === 'amount') return `${formatRupees(c.value)} off`;
  return 'Free shipping';
}

function windowText(c: CouponDto): string {
  if (!c.startsAt && !c.endsAt) return 'Always';
  const from = c.startsAt ? formatIstDateTime(c.startsAt) : 'now';
  return c.endsAt ? `${from} – ${formatIstDateTime(c.endsAt)}` : `From ${from}`;
}

/** Issue 23: the discount codes, with uses and discount given read from the orders. */
export function CouponManagement() {
  const coupons = trpc.coupons.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<CouponDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CouponDto | null>(null);
  const pause = trpc.coupons.pause.useMutation(
    toastOutcome('Discount code updated', 'The discount code could not be changed', () =>
      utils.coupons.list.invalidate(),
    ),
  );

  return (
    <div className="space-y-4">
      <ListHeader title="Discount Codes">
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Create code
        </Button>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        Shoppers enter a code in the cart. Percent and amount codes come off the frames they apply
        to, free shipping off the delivery charge; GST is on what the shopper pays. A use is held
        while an order waits for payment and given back if it is cancelled or not paid.
      </p>
      <QueryView
        query={coupons}
        loading="Loading discount codes..."
        error="Could not load the discount codes."
        isEmpty={(list) => list.length === 0}
        empty="No discount codes yet. Create one for your next sale."
      >
        {(list) => (
          <ActionsTable
            headers={['Code', 'Discount', 'Valid', 'Uses', 'Discount given', 'Status']}
            rows={list.map((c) => ({
              key: c.id,
              label: c.code,
              cells: [
                <span key="code" className="font-mono font-medium">
                  {c.code}
                </span>,
                <span key="discount">
                  {discountText(c)}
                  <span className="block text-xs text-stone-500">
                    {SCOPE_LABELS[c.appliesTo]}
                    {c.minSubtotal > 0 ? ` · min ${formatRupees(c.minSubtotal)}` : ''}
                  </span>
                </span>,
                <span key="window" className="text-sm">
                  {windowText(c)}
                </span>,
                <span key="uses">
                  {c.uses}
                  {c.maxUses !== null ? ` of ${c.maxUses}` : ''}
                  {c.maxUsesPerAccount !== null ? (
                    <span className="block text-xs text-stone-500">
                      {c.maxUsesPerAccount} per account
                    </span>
                  ) : null}
                </span>,
                <span key="given">{formatRupees(c.discountGiven)}</span>,
                <span
                  key="status"
                  className={`rounded-full px-2 py-0.5 text-xs ${c.paused ? 'bg-stone-200 text-stone-700' : 'bg-green-100 text-green-800'}`}
                >
                  {c.paused ? 'Paused' : 'Active'}
                </span>,
              ],
              onEdit: () => {
                setEditing(c);
                setFormOpen(true);
              },
              onDelete: () => setDeleting(c),
              extraActions: [
                {
                  text: c.paused ? 'Resume' : 'Pause',
                  disabled: pause.isPending,
                  onClick: () => pause.mutate({ id: c.id, paused: !c.paused }),
                },
              ],
            }))}
          />
        )}
      </QueryView>
      <CouponFormDialog open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
