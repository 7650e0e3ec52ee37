import type { OrderItemDto } from '@frameshop/contracts/orders/orders';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { itemImage, itemTitle } from './order-view';

/** What the custom frame was made of, label and value, as the order kept it. */
export function customFacts(item: OrderItemDto): { label: string; value: string }[] {
  if (item.productType !== 'custom') return [];
  const facts: { label: string; value: string }[] = [];
  if (item.width !== null && item.height !== null)
    facts.push({ label: 'Size', value: `${item.width} x ${item.height} in` });
  if (item.frameShape) facts.push({ label: 'Shape', value: item.frameShape });
  if (item.material) facts.push({ label: 'Material', value: item.material });
  if (item.frameMaterial) facts.push({ label: 'Frame material', value: item.frameMaterial });
  if (item.thickness) facts.push({ label: 'Thickness', value: item.thickness });
  if (item.glassThickness) facts.push({ label: 'Glass', value: item.glassThickness });
  if (item.crop)
    facts.push({
      label: 'Crop',
      value: `${item.crop.width} x ${item.crop.height} px of your photo, from (${item.crop.x}, ${item.crop.y})`,
    });
  if (item.instructions) facts.push({ label: 'Instructions', value: item.instructions });
  return facts;
}

/**
 * Each line of an order with its picture (issue 24): the frame's image, or for a custom frame
 * the shopper's photo through the authorized preview route, with the size, crop, materials and
 * shape it was made with.
 */
export function OrderLineDetails({ items }: { items: OrderItemDto[] }) {
  return (
    <ul className="space-y-3" aria-label="Items ordered">
      {items.map((item) => {
        const src = itemImage(item);
        const facts = customFacts(item);
        return (
          <li
            key={item.orderItemId}
            className="flex gap-3 rounded-lg border border-stone-100 p-2"
            data-order-line={item.productType}
          >
            <span className="block h-24 w-20 shrink-0 overflow-hidden rounded-md bg-stone-100">
              {src ? (
                <img
                  src={src}
                  alt={item.productType === 'custom' ? 'Your photo' : itemTitle(item)}
                  width={80}
                  height={96}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                <span className="flex h-full items-center justify-center text-center text-xs text-stone-700">
                  No Image
                </span>
              )}
            </span>
            <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              <p className="font-medium text-stone-900">{itemTitle(item)}</p>
              <p className="text-stone-600">
                Qty {item.quantity} × {formatRupees(item.price)} ={' '}
                <span className="tabular-nums">{formatRupees(item.totalAmount)}</span>
              </p>
              {facts.length > 0 ? (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-700">
                  {facts.map((f) => (
                    <div key={f.label} className="contents">
                      <dt className="text-stone-600">{f.label}</dt>
                      <dd>{f.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
