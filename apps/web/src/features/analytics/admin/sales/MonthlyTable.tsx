import { formatRupees } from '@frameshop/contracts/shared/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card } from '../tremor';
import { monthLabel } from './month-label';

/** The trend's figures as a table, with the average order value of each month. */
export function MonthlyTable({ trend }: { trend: SalesData['monthlyTrend'] }) {
  return (
    <Card>
      <PanelTitle>Monthly figures</PanelTitle>
      {trend.length === 0 ? (
        <p className="py-4 text-stone-600">No sales in this range</p>
      ) : (
        <div className="mt-3">
          <table className="w-full text-sm" aria-label="Monthly figures">
            <thead className="text-left text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Month
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Sales
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Avg. order value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 tabular-nums">
              {trend.map((m) => (
                <tr key={`${m.year}-${m.month}`}>
                  <th scope="row" className="whitespace-nowrap py-2 pr-2 text-left font-normal">
                    {monthLabel(m)}
                  </th>
                  <td className="px-2 py-2 text-right">{m.orders}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right">
                    {formatRupees(m.totalSales)}
                  </td>
                  <td className="whitespace-nowrap py-2 pl-2 text-right">
                    {formatRupees(m.avgOrderValue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
