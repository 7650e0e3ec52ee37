import type { ReactNode } from 'react';

/** A panel's heading: Tremor's Title look, as a real h2 so the page has an outline. */
export function PanelTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-tremor-title font-semibold text-tremor-content-strong">{children}</h2>;
}
