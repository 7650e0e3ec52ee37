import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import { escapeHtml, jsonForScript } from './escape';
import type { PageHead, SeedEntry } from './pages';
import type { ShopTemplate } from './template';

/** The id the web app's main.tsx reads the inlined answers from. */
export const SEED_SCRIPT_ID = '__trpc_seed';

/** `uploads/x.webp`, `/uploads/x.webp` or `https://…` → an absolute URL on the shop's origin. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}/${path.replace(/^\/+/, '')}`;
}

/**
 * A preload stays on the page's own origin, as the page's <img> does (`/uploads/…`): an
 * absolute PUBLIC_URL that differs from the address the browser used would fetch twice.
 */
const rootRelative = (path: string) =>
  /^https?:\/\//i.test(path) ? path : `/${path.replace(/^\/+/, '')}`;

const SCHEMA = 'https://schema.org/';
const availability = (inStock: boolean) => `${SCHEMA}${inStock ? 'InStock' : 'OutOfStock'}`;
const rupees = (n: number) => n.toFixed(2);

/**
 * schema.org Product: name, images, description, offers in INR (an AggregateOffer over the
 * sizes, each size an Offer at the price a shopper pays, with its stock), and the rating when
 * there are reviews. https://developers.google.com/search/docs/appearance/structured-data/product
 */
export function productJsonLd(frame: FrameDto, origin: string, url: string, shopName: string) {
  const offers = frame.frameSizes.map((size) => ({
    '@type': 'Offer',
    name: size.size.label,
    sku: `${frame.frameId}-${size.sizeId}`,
    price: rupees(size.offer_price ?? size.price),
    priceCurrency: 'INR',
    availability: availability(size.remained_qty > 0),
    itemCondition: `${SCHEMA}NewCondition`,
    url,
  }));
  const prices = offers.map((o) => Number(o.price));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: frame.name,
    sku: String(frame.frameId),
    image: frame.images.map((i) => absoluteUrl(origin, i.imageUrl)),
    description: frame.description || frame.name,
    brand: { '@type': 'Brand', name: shopName },
    material: `${frame.material.materialName}, ${frame.frameMaterial.materialName}`,
    offers:
      offers.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: rupees(Math.min(...prices)),
            highPrice: rupees(Math.max(...prices)),
            offerCount: offers.length,
            availability: availability(frame.frameSizes.some((s) => s.remained_qty > 0)),
            offers,
          }
        : {
            '@type': 'Offer',
            price: rupees(frame.fromPrice),
            priceCurrency: 'INR',
            availability: availability(frame.stock > 0),
            url,
          },
  };
  if (frame.totalRatings > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(frame.averageRating * 10) / 10,
      reviewCount: frame.totalRatings,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function headTags(head: PageHead, origin: string, shopName: string): string {
  const url = absoluteUrl(origin, head.canonicalPath);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', absoluteUrl(origin, head.image)));
    tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  }
  if (head.preload) {
    const { href, srcset, sizes } = head.preload;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(rootRelative(href))}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`,
    );
  }
  if (head.product) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(productJsonLd(head.product, origin, url, shopName))}</script>`,
    );
  }
  return `${tags.join('\n    ')}\n    `;
}

/** `<link rel="modulepreload">` for chunks, as Vite writes its own (crossorigin, so reused). */
export function modulePreloads(files: string[]): string {
  return files
    .map((file) => `  <link rel="modulepreload" crossorigin href="${escapeHtml(file)}">\n  `)
    .join('');
}

/** The template with the page's head tags, its route chunks' preloads and its inlined answers. */
export function renderPage(
  template: ShopTemplate,
  page: { head: PageHead; seeds: SeedEntry[]; preloads: string },
  origin: string,
  shopName: string,
): string {
  const seed =
    page.seeds.length > 0
      ? `<script id="${SEED_SCRIPT_ID}" type="application/json">${jsonForScript(page.seeds)}</script>\n  `
      : '';
  return `${template.start}${headTags(page.head, origin, shopName)}${template.headRest}${page.preloads}${template.body}${seed}${template.end}`;
}
