import { formatRupees } from '@frameshop/contracts/shared/format';
import BarChart from '@tremor/react/dist/components/chart-elements/BarChart/BarChart.js';
import { formatCompactRupees } from '../../../../lib/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';
import { monthLabel } from './month-label';

/**
 * Loaded on its own (React.lazy in SalesDashboard): the chart brings recharts, several hundred
 * kilobytes that the admin dashboard, which shares Tremor's cards with this page, must not pay.
 *
 * Spec section 2 'Sales Trend': sales by IST month, indigo bars from zero, ₹ on the axis and
 * in the tooltip. Tremor 3 draws square bars; the rounding is SVG2's CSS `rx` on the bars.
 */
export default function SalesTrendChart({ trend }: { trend: SalesData['monthlyTrend'] }) {
  const data = trend.map((m) => ({ Month: monthLabel(m), Sales: m.totalSales }));
  return (
    <Card>
      <PanelTitle>Sales Trend</PanelTitle>
      <BarChart
        className="mt-4 h-72 [&_.recharts-bar-rectangle_rect]:[rx:4px] [&_.recharts-bar-rectangle_rect]:[ry:4px]"
        data={data}
        index="Month"
        categories={['Sales']}
        colors={['indigo']}
        minValue={0}
        autoMinValue={false}
        valueFormatter={formatCompactRupees}
        showLegend={false}
        yAxisWidth={64}
        noDataText="No sales in this range"
      />
      <p className="sr-only">
        {data.map((d) => `${d.Month}: ${formatRupees(d.Sales)}`).join('; ')}
      </p>
    </Card>
  );
}
