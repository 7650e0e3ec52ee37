import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';

/**
 * Details and History of one thing (an order, a frame, a discount code): Radix tabs, so arrow
 * keys move between them and Tab enters the panel. History renders only once opened, so the
 * log is read only when someone looks.
 */
export function DetailTabs(props: { label: string; details: ReactNode; history: ReactNode }) {
  const [tab, setTab] = useState('details');
  const trigger =
    '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 data-[state=active]:border-amber-700 data-[state=active]:text-stone-900';
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label={props.label} className="mb-3 flex gap-1 border-b border-stone-200">
        <Tabs.Trigger value="details" className={trigger}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={trigger}>
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" className="focus-visible:outline-none">
        {props.details}
      </Tabs.Content>
      <Tabs.Content value="history" className="focus-visible:outline-none">
        {tab === 'history' ? props.history : null}
      </Tabs.Content>
    </Tabs.Root>
  );
}
