import { Pager, pageWindow } from '../../../components/Pager';
import { ORDERS_PER_PAGE } from './order-search';

/** 'Showing X to Y of Z orders' under the list. */
export function OrderCount({ page, shown, total }: { page: number; shown: number; total: number }) {
  const first = (page - 1) * ORDERS_PER_PAGE;
  return (
    <p className="border-t border-stone-100 px-4 py-2 text-xs text-stone-600">
      Showing {first + 1} to {first + shown} of {total} orders
    </p>
  );
}

/** The numbered pager; page 1 leaves the URL without `page`. */
export function OrderPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number | undefined) => void;
}) {
  return (
    <Pager
      page={page}
      totalPages={totalPages}
      onChange={(next) => onChange(next > 1 ? next : undefined)}
      items={pageWindow}
    />
  );
}
