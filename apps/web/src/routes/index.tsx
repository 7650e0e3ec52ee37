import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold">Frame Shop</h1>
      <p className="mt-2 text-stone-600">Custom and ready-made picture frames and wall art.</p>
    </main>
  );
}
