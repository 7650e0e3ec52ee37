import { ORDER_MESSAGES as m } from '@frameshop/contracts/orders/messages';
import { effectiveDpi, printQuality } from '@frameshop/contracts/orders/print-quality';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { Button } from '../../../components/Button';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import {
  type AdminOrder,
  type AdminOrderItem,
  assetUrl,
  formatIstDateTime,
  inches,
  paymentLabel,
  STATUS_BADGES,
} from './order-format';
import { STATUS_CODES } from './order-search';

const SECTION = 'space-y-2 rounded-lg border border-stone-200 bg-white p-3';
const HEADING = 'text-sm font-semibold text-stone-800';

/** The expanded part of an order's row: address, money, items, timeline and the actions. */
export function OrderDetails({ order, id }: { order: AdminOrder; id: string }) {
  const utils = trpc.useUtils();
  const detail = trpc.orders.byId.useQuery({ orderId: order.orderId });
  const setStatus = trpc.orders.setStatus.useMutation({
    onSuccess: async () => {
      notify.success(m.statusUpdated);
      await utils.orders.invalidate();
    },
    onError: (error) =>
      notify.error(m.statusUpdateFailed, { description: serverMessage(error) ?? undefined }),
  });
  const remove = trpc.orders.delete.useMutation({
    onSuccess: async () => {
      notify.success(m.deleted);
      await utils.orders.invalidate();
    },
    onError: (error) =>
      notify.error(m.deleteFailed, { description: serverMessage(error) ?? undefined }),
  });
  const busy = setStatus.isPending || remove.isPending;
  const number = `#${order.orderId}`;

  return (
    <div id={id} className="grid gap-3 bg-stone-50 p-3 text-sm lg:grid-cols-3">
      <section className={SECTION} aria-label={`Shipping details of order ${number}`}>
        <h3 className={HEADING}>Shipping details</h3>
        <address className="not-italic leading-6">
          {order.firstName} {order.lastName}
          <br />
          {order.address}
          {order.apt ? `, ${order.apt}` : ''}
          <br />
          {order.city}, {order.state} {order.postalCode}
          <br />
          Phone: <a href={`tel:+91${order.phone}`}>{order.phone}</a>
          <br />
          <a className="break-all" href={`mailto:${order.email}`}>
            {order.email}
          </a>
        </address>
      </section>

      <section className={SECTION} aria-label={`Payment of order ${number}`}>
        <h3 className={HEADING}>Payment</h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{formatRupees(order.totalPrice)}</dd>
          <dt>Shipping</dt>
          <dd className="text-right tabular-nums">
            {order.shippingCharge === 0 ? 'Free' : formatRupees(order.shippingCharge)}
          </dd>
          <dt>GST included ({order.gstRatePercent}%)</dt>
          <dd className="text-right tabular-nums">{formatRupees(order.tax)}</dd>
          <dt className="font-semibold">Grand total</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatRupees(order.grandTotal)}
          </dd>
          <dt>Payment status</dt>
          <dd className="text-right">{paymentLabel(order.paymentStatus)}</dd>
        </dl>
      </section>

      <section className={SECTION} aria-label={`Actions for order ${number}`}>
        <h3 className={HEADING}>Actions</h3>
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className="block text-stone-700">
            Order status
          </label>
          <select
            id={`${id}-status`}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={setStatus.isPending ? setStatus.variables.status : order.status}
            disabled={busy}
            onChange={(e) =>
              setStatus.mutate({ orderId: order.orderId, status: Number(e.target.value) })
            }
          >
            {STATUS_CODES.map((code) => (
              <option key={code} value={code}>
                {STATUS_BADGES[code]?.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="danger"
          className="w-full"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Are you sure you want to delete order ${number}?`)) {
              remove.mutate({ orderId: order.orderId });
            }
          }}
        >
          Delete Order
        </Button>
      </section>

      <section className={`${SECTION} lg:col-span-2`} aria-label={`Items of order ${number}`}>
        <h3 className={HEADING}>Items</h3>
        <ul className="divide-y divide-stone-100">
          {order.orderItems.map((item) => (
            <li key={item.orderItemId} className="py-2 first:pt-0 last:pb-0">
              {item.productType === 'custom' ? (
                <CustomItem item={item} />
              ) : (
                <ReadyItem item={item} />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={SECTION} aria-label={`Timeline of order ${number}`}>
        <h3 className={HEADING}>Timeline</h3>
        {detail.isPending ? (
          <p role="status" className="text-stone-500">
            Loading timeline...
          </p>
        ) : detail.isError ? (
          <p role="alert" className="text-red-800">
            The timeline could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => detail.refetch()}>
              Retry
            </button>
          </p>
        ) : detail.data.timeline.length === 0 ? (
          <p className="text-stone-500">No events yet</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-stone-200 pl-3">
            {detail.data.timeline.map((event) => (
              <li key={`${event.at}-${event.kind}-${event.detail}`}>
                <p className="font-medium">{event.detail}</p>
                <p className="text-xs text-stone-600">
                  {formatIstDateTime(event.at)} · {event.actor}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Money({ item }: { item: AdminOrderItem }) {
  return (
    <p className="tabular-nums text-stone-700">
      {item.quantity} × {formatRupees(item.price)} ={' '}
      <span className="font-medium text-stone-900">{formatRupees(item.totalAmount)}</span>
    </p>
  );
}

function ReadyItem({ item }: { item: AdminOrderItem }) {
  const frame = item.frameSize;
  const image = frame?.frame.images[0]?.imageUrl;
  return (
    <div className="flex gap-3">
      {image ? (
        <img
          src={assetUrl(image)}
          alt=""
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-md border border-stone-200 object-cover"
        />
      ) : (
        <div className="h-16 w-16 shrink-0 rounded-md bg-stone-200" aria-hidden />
      )}
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{frame?.frame.name ?? 'Frame'}</p>
        <p className="text-stone-700">
          Size:{' '}
          {frame ? `${frame.size.label} (${inches(frame.size.width, frame.size.height)})` : '—'}
        </p>
        <Money item={item} />
      </div>
    </div>
  );
}

function CustomItem({ item }: { item: AdminOrderItem }) {
  const { crop, width, height } = item;
  const dpi =
    crop && width && height ? effectiveDpi(crop, { widthIn: width, heightIn: height }) : null;
  const quality = dpi ? printQuality(dpi.effective).level : null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt="The customer's upload (preview)"
          loading="lazy"
          className="h-24 w-24 shrink-0 rounded-md border border-stone-200 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">Custom frame</p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-stone-600">Print size</dt>
          <dd>{width && height ? inches(width, height) : '—'}</dd>
          <dt className="text-stone-600">Crop</dt>
          <dd>{crop ? `${crop.width} × ${crop.height} px from (${crop.x}, ${crop.y})` : '—'}</dd>
          <dt className="text-stone-600">Effective DPI</dt>
          <dd>
            {dpi ? (
              <span
                className={
                  quality === 'great'
                    ? 'text-green-800'
                    : quality === 'warning'
                      ? 'text-amber-800'
                      : 'font-semibold text-red-800'
                }
              >
                {dpi.effective} DPI
                {quality === 'great'
                  ? ''
                  : quality === 'warning'
                    ? ' (may print soft)'
                    : ' (too low)'}
              </span>
            ) : (
              '—'
            )}
          </dd>
          <dt className="text-stone-600">Materials</dt>
          <dd>
            {item.material ?? '—'} · {item.frameMaterial ?? '—'}
          </dd>
          <dt className="text-stone-600">Shape</dt>
          <dd>{item.frameShape ?? '—'}</dd>
          <dt className="text-stone-600">Thickness</dt>
          <dd>
            {item.thickness ?? '—'}
            {item.glassThickness ? ` (glass ${item.glassThickness})` : ''}
          </dd>
          <dt className="text-stone-600">Instructions</dt>
          <dd className="whitespace-pre-wrap break-words">{item.instructions || 'None'}</dd>
        </dl>
        <Money item={item} />
        {item.photoKey ? (
          <a
            href={`/api/photos/${item.photoKey}/original`}
            download
            className="inline-block rounded-lg border border-stone-300 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-stone-100"
          >
            Download original
          </a>
        ) : null}
      </div>
    </div>
  );
}
