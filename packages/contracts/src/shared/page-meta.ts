/*
 * What a shop page says about itself, written once for the two places that say it: the
 * browser's route heads (apps/web/src/routes/_shop) and the server's first render
 * (apps/server/src/plugins/shop-html). Zod-free: route files are not code-split.
 */

/** The descriptions the home and listing pages give search engines and link previews. */
export const PAGE_DESCRIPTIONS = {
  home: 'Ready-made picture frames and wall art, or a custom frame cut to size in inches. Handmade in India, delivered across India.',
  listing:
    'Picture frames and wall art by material, frame material, shape and price, in rupees, delivered across India.',
} as const;

const DESCRIPTION_LENGTH = 155;

/** The first ~155 characters of a text, cut at a word, with an ellipsis when cut. */
export function snippet(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** `/Singleproduct/12` → 12; anything that is not a whole positive id ("abc", "1.5") → null. */
export function parseRouteId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The `sizes` of the images a page marks as its largest (LCP): the page's <img> and the
 * server's preload must say the same, or the browser may preload one width and the page
 * download another.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw',
  gallery: '(min-width: 1152px) 440px, (min-width: 1024px) 40vw, 100vw',
  hero: '(min-width: 1152px) 660px, (min-width: 1024px) 58vw, 100vw',
  news: '(min-width: 768px) 720px, 100vw',
} as const;
