import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { type KeyboardEvent, useId, useState } from 'react';
import { PostsTab } from './PostsTab';
import { SlidersTab } from './SlidersTab';
import { WallTab } from './WallTab';

export type SettingsTab = 'sliders' | 'posts' | 'wall';

const TABS: { key: SettingsTab; label: string }[] = [
  { key: 'sliders', label: 'Hero Sliders' },
  { key: 'posts', label: 'Social Posts' },
  { key: 'wall', label: 'Wall Section' },
];

/** Home page settings: the hero sliders, the social posts and the wall, one tab each. */
export function HomeSettings({ initialTab = 'sliders' }: { initialTab?: SettingsTab }) {
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const id = useId();

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = TABS.findIndex((t) => t.key === tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = TABS[(i + step + TABS.length) % TABS.length];
    if (next) {
      setTab(next.key);
      document.getElementById(`${id}-tab-${next.key}`)?.focus();
    }
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Home Page Manager</h1>
      <div
        role="tablist"
        aria-label="Home page sections"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`${id}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 ${
              tab === t.key
                ? 'border-amber-700 text-amber-800'
                : 'border-transparent text-stone-600 hover:text-stone-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'sliders' ? <SlidersTab /> : tab === 'posts' ? <PostsTab /> : <WallTab />}
      </div>
      <p className="border-t border-stone-200 pt-3 text-sm text-stone-500">
        {m.liveDelayNote} Usually they show at once.
      </p>
    </div>
  );
}
