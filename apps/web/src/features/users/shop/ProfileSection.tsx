import type { ReactNode } from 'react';

/** One card of the profile page: a heading, a line on what it does, its content. */
export function ProfileSection(props: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  const border = props.tone === 'danger' ? 'border-red-200' : 'border-stone-200';
  const id = `profile-${props.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-xl border ${border} bg-white p-5`}>
      <h2 id={id} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.description ? (
        <p className="mt-1 text-sm text-stone-600">{props.description}</p>
      ) : null}
      <div className="mt-4">{props.children}</div>
    </section>
  );
}
