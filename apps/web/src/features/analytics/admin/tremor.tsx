import TremorCard from '@tremor/react/dist/components/layout-elements/Card/Card.js';
import type { ComponentProps } from 'react';

/*
 * Tremor's components one module each, not through the package's index: @tremor/react
 * declares no `sideEffects: false`, so importing `{ Card }` from its index keeps every module
 * the index imports, recharts included (~850 kB raw), in the chunk of whatever page uses a card.
 * With these paths the admin dashboard loads cards only and the sales page adds the chart.
 */
export { default as Metric } from '@tremor/react/dist/components/text-elements/Metric/Metric.js';
export { default as Text } from '@tremor/react/dist/components/text-elements/Text/Text.js';

/** Tremor's card with less padding on a phone (Tremor merges the classes: these win). */
export function Card({ className = '', ...props }: ComponentProps<typeof TremorCard>) {
  return <TremorCard className={`p-4 sm:p-6 ${className}`} {...props} />;
}
