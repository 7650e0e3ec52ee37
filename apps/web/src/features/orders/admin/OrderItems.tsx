import { formatRupees } from '@frameshop/contracts/shared/format';
import { assetUrl } from '../../../lib/format';
import { type AdminOrder, type AdminOrderItem, inches } from './order-format';
import { PrintResolution } from './PrintResolution';

const SECTION = 'space-y-2 rounded-lg border border-stone-200 bg-white p-3';

/** The items of an order: ready-made frames with their size, custom ones with the print data. */
export function OrderItems({ order, className = '' }: { order: AdminOrder; className?: string }) {
  return (
    <section className={`${SECTION} ${className}`} aria-label={`Items of order #${order.orderId}`}>
      <h3 className="text-sm font-semibold text-stone-800">Items</h3>
      <ul className="divide-y divide-stone-100">
        {order.orderItems.map((item) => (
          <li key={item.orderItemId} className="py-2 first:pt-0 last:pb-0">
            {item.productType === 'custom' ? <CustomItem item={item} /> : <ReadyItem item={item} />}
          </li>
        ))}
      </ul>
    </section>
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
            <PrintResolution item={item} />
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
