import type { ReactNode } from 'react';

/** An admin screen's title with its search and buttons beside it (under it on a phone). */
export function ListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** Several controls in a ListHeader: side by side from the small breakpoint. */
export function HeaderActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row">{children}</div>;
}
