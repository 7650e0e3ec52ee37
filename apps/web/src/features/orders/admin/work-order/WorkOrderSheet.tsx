import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { formatIstDateTime } from '../../../../lib/format';
import { type AdminOrderDetail, type AdminOrderItem, inches } from '../order-format';
import { PrintResolution } from '../PrintResolution';

const CHECKS = ['Photo printed', 'Frame cut', 'Glass fitted', 'Quality checked', 'Packed'];

function Spec({
  label,
  children,
  big = false,
}: {
  label: string;
  children: ReactNode;
  big?: boolean;
}) {
  return (
    <div className="border-b border-stone-300 py-1.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className={big ? 'text-2xl font-bold tabular-nums' : 'text-base font-medium'}>
        {children}
      </dd>
    </div>
  );
}

/** One custom item as an A4 page: what to make, from which photo, for which order. */
export function WorkOrderSheet({
  order,
  item,
  position,
  count,
  qrValue,
}: {
  order: AdminOrderDetail;
  item: AdminOrderItem;
  position: number;
  count: number;
  qrValue: string;
}) {
  const { crop } = item;
  const size = item.width && item.height ? inches(item.width, item.height) : '—';
  return (
    <article
      data-work-order-sheet
      aria-label={`Work order #${order.orderId}, custom frame ${position} of ${count}`}
      className="mx-auto w-full max-w-[210mm] rounded-lg border border-stone-200 bg-white p-5 text-stone-900 shadow-sm sm:p-[12mm]"
    >
      <div className="flex items-start justify-between gap-4 border-b-2 border-stone-900 pb-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-stone-600">
            Work order · custom frame {position} of {count}
          </p>
          <p className="text-5xl font-extrabold tabular-nums leading-tight sm:text-6xl">
            #{order.orderId}
          </p>
          <p className="text-sm text-stone-700">Ordered {formatIstDateTime(order.createdAt)}</p>
        </div>
        <QRCodeSVG
          value={qrValue}
          size={112}
          level="M"
          marginSize={0}
          title={`Order #${order.orderId}`}
          className="h-24 w-24 shrink-0 sm:h-28 sm:w-28"
        />
      </div>

      <div className="mt-5 grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <figure className="space-y-2">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt={`What the customer uploaded for order #${order.orderId} (preview)`}
              className="max-h-[90mm] w-full rounded border border-stone-300 bg-stone-100 object-contain"
            />
          ) : (
            <div className="flex h-40 items-center justify-center rounded border border-dashed border-stone-400 text-stone-500">
              No photo preview
            </div>
          )}
          <figcaption className="text-sm">
            <span className="font-medium">Crop: </span>
            {crop ? `${crop.width} × ${crop.height} px from (${crop.x}, ${crop.y})` : '—'}
            {item.photoKey ? (
              <span className="block break-all font-mono text-xs text-stone-600">
                Photo {item.photoKey}
              </span>
            ) : null}
          </figcaption>
        </figure>
        <dl>
          <Spec label="Outer size" big>
            {size}
          </Spec>
          <Spec label="Photo resolution">
            <PrintResolution item={item} />
          </Spec>
          <Spec label="Quantity" big>
            {item.quantity}
          </Spec>
          <Spec label="Shape">{item.frameShape ?? '—'}</Spec>
          <Spec label="Product material">{item.material ?? '—'}</Spec>
          <Spec label="Frame material">{item.frameMaterial ?? '—'}</Spec>
          <Spec label="Thickness">{item.thickness ?? '—'}</Spec>
          <Spec label="Glass">{item.glassThickness ?? 'None'}</Spec>
        </dl>
      </div>

      <section className="mt-5 rounded border-2 border-stone-900 p-3">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-600">
          Instructions
        </h2>
        <p className="min-h-[18mm] whitespace-pre-wrap break-words text-lg">
          {item.instructions || 'None'}
        </p>
      </section>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <section>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Ship to</h2>
          <p className="text-lg font-semibold">
            {order.firstName} {order.lastName}
          </p>
          <p>
            {order.city}, {order.state}
          </p>
        </section>
        <section>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Workshop</h2>
          <ul className="mt-1 space-y-1 text-sm">
            {CHECKS.map((check) => (
              <li key={check} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-4 w-4 shrink-0 border-2 border-stone-700" />
                {check}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
