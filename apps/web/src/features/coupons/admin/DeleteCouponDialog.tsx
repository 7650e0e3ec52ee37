import type { CouponDto } from '@frameshop/contracts/coupons/coupons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toastOutcome } from '../../../lib/mutation-toasts';
import { trpc } from '../../../lib/trpc';

/** Names the consequence: shoppers can no longer use it; a code orders used must be paused instead. */
export function DeleteCouponDialog(props: { coupon: CouponDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.coupons.delete.useMutation(
    toastOutcome('Discount code deleted', 'The discount code could not be deleted', async () => {
      props.onClose();
      await utils.coupons.list.invalidate();
    }),
  );
  const c = props.coupon;
  return (
    <ConfirmDialog
      open={c !== null}
      title={`Delete the code ${c?.code ?? ''}?`}
      details={
        c && c.uses > 0
          ? [
              `${c.uses} ${c.uses === 1 ? 'order has' : 'orders have'} used it, so it cannot be deleted: pause it instead to stop new uses.`,
            ]
          : [
              'Shoppers who enter it will be told it is not valid.',
              'This cannot be undone: to offer it again, create it again.',
            ]
      }
      confirm="Delete code"
      cancel="Keep the code"
      busy={remove.isPending}
      onConfirm={() => c && remove.mutate({ id: c.id })}
      onCancel={props.onClose}
    />
  );
}
