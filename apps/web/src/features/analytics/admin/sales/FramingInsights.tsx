import { formatRupees } from '@frameshop/contracts/shared/format';
import type { SalesData } from '../analytics-types';
import { PanelTitle } from '../PanelTitle';
import { Card, Metric, Text } from '../tremor';

/** Beyond the spec (issue 13): custom vs ready-made, material pairs, custom print area. */
export function FramingInsights({ data }: { data: SalesData }) {
  const { custom, readyMade } = data.revenueSplit;
  const total = custom + readyMade;
  const customShare = total > 0 ? Math.round((custom / total) * 100) : 0;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <Card>
        <PanelTitle>Revenue split</PanelTitle>
        <Text>Item totals before refunds, without shipping</Text>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between gap-3">
            <dt className="flex items-center gap-2 text-stone-700">
              <span aria-hidden className="h-3 w-3 rounded-sm bg-indigo-600" />
              Custom
            </dt>
            <dd className="font-semibold" data-figure="custom-revenue">
              {formatRupees(custom)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="flex items-center gap-2 text-stone-700">
              <span aria-hidden className="h-3 w-3 rounded-sm bg-amber-500" />
              Ready-made
            </dt>
            <dd className="font-semibold" data-figure="ready-made-revenue">
              {formatRupees(readyMade)}
            </dd>
          </div>
        </dl>
        <div
          className="mt-3 flex h-3 overflow-hidden rounded-full bg-amber-500"
          role="img"
          aria-label={`Custom ${customShare}%, ready-made ${total > 0 ? 100 - customShare : 0}%`}
        >
          <span className="bg-indigo-600" style={{ width: `${customShare}%` }} />
        </div>
      </Card>
      <Card>
        <PanelTitle>Average custom print area</PanelTitle>
        <Metric data-figure="print-area" className="mt-2">
          {data.avgCustomPrintAreaSqFt.toFixed(2)} sq ft
        </Metric>
        <Text className="mt-2">Mean of the custom lines in this range</Text>
      </Card>
      <Card>
        <PanelTitle>Top material pairs</PanelTitle>
        <Text>Custom frames by revenue</Text>
        {data.topMaterialPairs.length === 0 ? (
          <p className="py-4 text-stone-600">No custom frames in this range</p>
        ) : (
          <ol className="mt-3 divide-y divide-stone-100 text-sm" aria-label="Top material pairs">
            {data.topMaterialPairs.map((p) => (
              <li
                key={`${p.material}|${p.frameMaterial}`}
                className="flex items-baseline justify-between gap-3 py-2"
              >
                <span className="min-w-0">
                  <span className="font-medium text-stone-900">{p.material}</span>
                  <span className="text-stone-600"> × {p.frameMaterial}</span>
                  <span className="block text-xs text-stone-600">
                    {p.count} {p.count === 1 ? 'unit' : 'units'}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">{formatRupees(p.revenue)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
