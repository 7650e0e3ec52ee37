import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useOrderRefresh } from '../../../lib/use-order-refresh';
import { useCan } from '../../admin-shell/use-can';
import { AttemptList, RefundList } from './PaymentActivity';
import { RefundForm } from './RefundForm';

const SECTION = 'space-y-3 rounded-lg border border-stone-200 bg-white p-3';
const SUB_HEADING = 'text-xs font-semibold uppercase tracking-wide text-stone-600';

/**
 * The payment side of an order (issue 12), loaded when the row opens: the gateway attempts,
 * the refunds, 'Check status now' and the refund form.
 */
export function PaymentPanel({ orderId, className = '' }: { orderId: number; className?: string }) {
  const utils = trpc.useUtils();
  const refresh = useOrderRefresh();
  // Refunds are orders:refund's (decision 0024): without it the form is not offered.
  const can = useCan();
  const payment = trpc.payment.forOrder.useQuery({ orderId });
  const checkNow = trpc.payment.checkNow.useMutation({
    onSuccess: async (result) => {
      utils.payment.forOrder.setData({ orderId }, result.data);
      notify.success(result.message);
      // The order's payment status, its timeline and the sales figures may have moved with the
      // gateway's answer.
      await refresh();
    },
    onError: (error) => notify.error(serverMessage(error) ?? 'Payment status check failed'),
  });

  return (
    <section
      className={`${SECTION} ${className}`}
      aria-label={`Payment activity of order #${orderId}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-stone-800">Payment activity</h3>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={checkNow.isPending || payment.isPending}
          onClick={() => checkNow.mutate({ orderId })}
        >
          {checkNow.isPending ? 'Checking...' : 'Check status now'}
        </Button>
      </div>
      <QueryView
        variant="inline"
        query={payment}
        loading="Loading payments..."
        error="The payments could not be loaded."
      >
        {(data) => (
          <div className="space-y-4">
            <div className="space-y-1.5">
              <h4 className={SUB_HEADING}>Attempts</h4>
              <AttemptList attempts={data.attempts} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="space-y-1.5">
                <h4 className={SUB_HEADING}>Refunds</h4>
                <RefundList refunds={data.refunds} />
              </div>
              {data.refundable > 0 && can('orders:refund') ? (
                <RefundForm orderId={orderId} refundable={data.refundable} />
              ) : null}
            </div>
          </div>
        )}
      </QueryView>
    </section>
  );
}
