import { formatRupees } from '@frameshop/contracts/shared/format';
import { formatCount } from '../../../../lib/format';
import type { SalesData } from '../analytics-types';
import { Card, Metric, Text } from '../tremor';

/** Spec section 2: Total Sales (₹), Total Orders, Avg. Order Value (2 decimals). */
export function SummaryCards({ data }: { data: SalesData }) {
  const cards = [
    { key: 'total-sales', label: 'Total Sales', value: formatRupees(data.totalSales) },
    {
      key: 'total-orders',
      label: 'Total Orders',
      value: formatCount(data.totalOrders),
    },
    { key: 'avg-order-value', label: 'Avg. Order Value', value: formatRupees(data.avgOrderValue) },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((c) => (
        <Card key={c.key} decoration="top" decorationColor="indigo">
          <Text>{c.label}</Text>
          <Metric data-figure={c.key} className="break-words">
            {c.value}
          </Metric>
        </Card>
      ))}
    </div>
  );
}
