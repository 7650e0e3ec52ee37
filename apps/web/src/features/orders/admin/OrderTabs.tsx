import type { OrderTab } from './order-search';

const TABS: { tab: OrderTab; label: string }[] = [
  { tab: 'regular', label: 'Regular Orders' },
  { tab: 'custom', label: 'Custom Orders' },
];

export const tabId = (tab: OrderTab) => `orders-tab-${tab}`;
export const TAB_PANEL_ID = 'orders-panel';

/** Regular Orders and Custom Orders, as ARIA tabs (arrow keys move between them). */
export function OrderTabs({ tab, onSelect }: { tab: OrderTab; onSelect: (tab: OrderTab) => void }) {
  return (
    <div role="tablist" aria-label="Order type" className="flex gap-1 border-b border-stone-200">
      {TABS.map((t) => (
        <button
          key={t.tab}
          type="button"
          role="tab"
          id={tabId(t.tab)}
          aria-selected={tab === t.tab}
          tabIndex={tab === t.tab ? 0 : -1}
          onKeyDown={(e) => {
            // The tabs pattern: arrow keys move between the two tabs.
            if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
            e.preventDefault();
            const other = TABS.find((o) => o.tab !== t.tab);
            if (!other) return;
            document.getElementById(tabId(other.tab))?.focus();
            onSelect(other.tab);
          }}
          aria-controls={TAB_PANEL_ID}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
            tab === t.tab
              ? 'border-amber-700 text-amber-900'
              : 'border-transparent text-stone-600 hover:text-stone-900'
          }`}
          onClick={() => onSelect(t.tab)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
