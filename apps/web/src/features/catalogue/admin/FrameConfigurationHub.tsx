import { Link } from '@tanstack/react-router';

const CARDS = [
  { to: '/admin/sizes', title: 'Frame Sizes', text: 'Widths and heights in inches.' },
  { to: '/admin/materials', title: 'Materials', text: 'What the artwork is printed on.' },
  {
    to: '/admin/frame-materials',
    title: 'Frame Materials',
    text: 'Teak, oak, aluminium and the rest.',
  },
  { to: '/admin/thickness', title: 'Thickness', text: 'Glass and board thicknesses.' },
  {
    to: '/admin/prices',
    title: 'Prices',
    text: 'Price per square foot and one-side round prices.',
  },
] as const;

/** Spec section 2: Frame Configuration Hub, cards to the five attribute screens. */
export function FrameConfigurationHub() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Frame Configuration Hub</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-amber-600 hover:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              <h2 className="text-lg font-semibold">{card.title}</h2>
              <p className="mt-1 text-sm text-stone-600">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
