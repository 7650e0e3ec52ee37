import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The frame for shop pages whose content arrives with their own issue (catalogue, cart,
 * checkout, news, payment): a real page inside the shell that says what will be here.
 */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <div className="mt-4 space-y-3 text-stone-600">{children}</div>
      <p className="mt-6 text-stone-600">
        This part of the shop is being prepared. Meanwhile you can{' '}
        <Link to="/Contact" className="text-amber-800 underline">
          contact us
        </Link>{' '}
        for a custom frame.
      </p>
    </section>
  );
}
