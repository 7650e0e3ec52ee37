import { formatRupees } from '@frameshop/contracts/shared/format';
import { assetUrl, formatCount } from '../../../../lib/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';

/** Spec section 2: image, name, units sold, revenue; up to 4 columns on large screens. */
export function TopProducts({ products }: { products: SalesData['topProducts'] }) {
  return (
    <Card>
      <PanelTitle>Top Selling Products</PanelTitle>
      {products.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No products sold in this range</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((p) => (
            <li
              key={p.productId}
              data-product-id={p.productId}
              className="overflow-hidden rounded-lg border border-stone-200 bg-white"
            >
              {p.image ? (
                <img
                  src={assetUrl(p.image)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-stone-100 object-cover"
                />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-sm text-stone-600">
                  No Image
                </div>
              )}
              <div className="space-y-1 p-2 sm:p-3">
                <p className="break-words font-medium text-stone-900">{p.name}</p>
                <p className="text-sm text-stone-600">
                  {formatCount(p.totalSold)} {p.totalSold === 1 ? 'unit' : 'units'} sold
                </p>
                <p className="text-sm font-semibold text-stone-900">
                  {formatRupees(p.totalRevenue)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
