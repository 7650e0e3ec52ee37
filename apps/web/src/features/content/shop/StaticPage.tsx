import type { ReactNode } from 'react';

/** The layout of the shop's text pages: a title, an optional date, readable sections. */
export function StaticPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {updated ? <p className="mt-1 text-sm text-stone-500">Last updated {updated}</p> : null}
      <div className="mt-8 space-y-8 leading-relaxed text-stone-700 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
