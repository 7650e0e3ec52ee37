import type { FrameDto } from '@frameshop/contracts/catalogue/dtos';
import {
  type ListingSearch,
  listingQuery,
  NEW_ARRIVALS_QUERY,
  OFFERS_QUERY,
  parseListingSearch,
  relatedQuery,
} from '@frameshop/contracts/catalogue/listing-search';
import {
  IMAGE_SIZES,
  PAGE_DESCRIPTIONS,
  parseRouteId,
  snippet,
} from '@frameshop/contracts/shared/page-meta';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import { TRPCError } from '@trpc/server';
import { type Caller, callerFor } from '../public-caller';
import { parseSearch } from './search-params';

/**
 * What the first render of each shop page asks the server, run here through the same tRPC
 * procedures (access check, input schema, use case, read cache) with the same inputs the
 * pages build from the same contracts functions, so the browser finds the answers in its
 * query cache under the keys it looks for. No HTTP round trip.
 */

/** One inlined answer: `path` and `input` exactly as the page's query names them. */
export interface SeedEntry {
  path: string;
  input?: unknown;
  data: unknown;
}

/** The head a page gets: everything relative is made absolute against the shop's origin. */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL. */
  canonicalPath: string;
  ogType: 'website' | 'product' | 'article';
  /** An /uploads path (with or without the leading slash) or an absolute URL. */
  image?: string;
  /** The page's largest image, preloaded with high priority. */
  preload?: { href: string; srcset: string; sizes: string };
  /** A product page's frame: the renderer writes its schema.org Product JSON-LD. */
  product?: FrameDto;
}

export type PageResult =
  | {
      status: 200;
      head: PageHead;
      seeds: SeedEntry[];
      /**
       * The URL the server's router renders, when not the request's: a listing link with parts
       * the page refuses (`?page=abc&sort=nonsense`) is rendered at the link without them.
       */
      renderUrl?: string;
    }
  | { status: 404 };

export interface PageContext {
  service: ServiceContext;
  shopName: string;
  defaultDescription: string;
  /** Called for failures other than "not found" (those are answers, not errors). */
  onError: (error: unknown, path: string) => void;
}

const isNotFound = (error: unknown) => error instanceof TRPCError && error.code === 'NOT_FOUND';

/**
 * Runs one query; a failure leaves its entry out (the page then asks for it itself). Entries
 * keep the order of the calls, however the answers arrive.
 */
async function seeded<T>(
  ctx: PageContext,
  seeds: SeedEntry[],
  path: string,
  input: unknown,
  call: () => Promise<T>,
): Promise<T | null> {
  const slot = seeds.length;
  seeds.push({ path, data: undefined });
  try {
    const data = await call();
    seeds[slot] = input === undefined ? { path, data } : { path, input, data };
    return data;
  } catch (error) {
    if (!isNotFound(error)) ctx.onError(error, path);
    return null;
  }
}

/** The entries that have an answer. */
const answered = (seeds: SeedEntry[]) => seeds.filter((s) => s.data !== undefined);

const pageTitle = (ctx: PageContext, ...parts: string[]) => [...parts, ctx.shopName].join(' · ');

export async function homePage(ctx: PageContext): Promise<PageResult> {
  const api: Caller = callerFor(ctx.service);
  const seeds: SeedEntry[] = [];
  const [sliders] = await Promise.all([
    seeded(ctx, seeds, 'content.sliders.list', undefined, () => api.content.sliders.list()),
    seeded(ctx, seeds, 'catalogue.frames.list', NEW_ARRIVALS_QUERY, () =>
      api.catalogue.frames.list(NEW_ARRIVALS_QUERY),
    ),
    seeded(ctx, seeds, 'catalogue.frames.list', OFFERS_QUERY, () =>
      api.catalogue.frames.list(OFFERS_QUERY),
    ),
    seeded(ctx, seeds, 'content.wall.get', undefined, () => api.content.wall.get()),
    seeded(ctx, seeds, 'content.posts.list', undefined, () => api.content.posts.list()),
  ]);
  const hero = sliders?.[0];
  return {
    status: 200,
    seeds: answered(seeds),
    head: {
      // The home route's own title: the shop's name first.
      title: `${ctx.shopName} · Custom picture frames and wall art`,
      description: PAGE_DESCRIPTIONS.home,
      canonicalPath: '/',
      ogType: 'website',
      image: hero?.imageUrl,
      preload: hero
        ? { href: hero.imageUrl, srcset: hero.srcset, sizes: IMAGE_SIZES.hero }
        : undefined,
    },
  };
}

/**
 * The listing link's query string with only the parts the page keeps (issue 24). Given a link
 * with parts its search validation refuses, the server's router renders a location of its own
 * making whose frames.list input differs from the inlined one (the page streamed a skeleton);
 * given only what the page keeps, it renders the inlined frames. The browser still shows the
 * link as sent, the same listing, and a note naming what was left out.
 */
function keptParams(search: string, state: ListingSearch): string {
  const kept = new URLSearchParams();
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    if ((state as Record<string, unknown>)[key] !== undefined) kept.append(key, value);
  }
  // Unchanged: the request's own text (the same parts, however they were encoded).
  return [...kept.keys()].length === [...params.keys()].length ? search : kept.toString();
}

export async function listingPage(ctx: PageContext, search: string): Promise<PageResult> {
  const api: Caller = callerFor(ctx.service);
  const seeds: SeedEntry[] = [];
  const state = parseListingSearch(parseSearch(search));
  const input = listingQuery(state);
  const kept = keptParams(search, state);
  const [page] = await Promise.all([
    seeded(ctx, seeds, 'catalogue.frames.list', input, () => api.catalogue.frames.list(input)),
    // The filters' lists (materials, frame materials): the page's first render asks for them too.
    seeded(ctx, seeds, 'catalogue.options', undefined, () => api.catalogue.options()),
  ]);
  const first = page?.data[0]?.images[0];
  // Filtered, sorted and searched views are the same collection: one canonical URL per page
  // of the unfiltered listing.
  const canonicalPath =
    state.page && state.page > 1 ? `/ProductListing?page=${state.page}` : '/ProductListing';
  return {
    status: 200,
    seeds: answered(seeds),
    ...(kept === search ? {} : { renderUrl: `/ProductListing${kept ? `?${kept}` : ''}` }),
    head: {
      title: pageTitle(ctx, 'Shop frames'),
      description: PAGE_DESCRIPTIONS.listing,
      canonicalPath,
      ogType: 'website',
      image: first?.imageUrl,
      preload: first
        ? { href: first.imageUrl, srcset: first.srcset, sizes: IMAGE_SIZES.card }
        : undefined,
    },
  };
}

export async function productPage(ctx: PageContext, param: string): Promise<PageResult> {
  const frameId = parseRouteId(param);
  if (frameId === null) return { status: 404 };
  const api: Caller = callerFor(ctx.service);
  const seeds: SeedEntry[] = [];
  let missing = false;
  const frame = await seeded(ctx, seeds, 'catalogue.frames.byId', { frameId }, () =>
    api.catalogue.frames.byId({ frameId }).catch((error: unknown) => {
      missing = isNotFound(error);
      throw error;
    }),
  );
  if (missing) return { status: 404 };
  if (!frame) {
    // Not a 404, a failure: the page fetches (and retries) it itself.
    return {
      status: 200,
      seeds: answered(seeds),
      head: {
        title: pageTitle(ctx, 'Frame details'),
        description: ctx.defaultDescription,
        canonicalPath: `/Singleproduct/${frameId}`,
        ogType: 'product',
      },
    };
  }
  const related = relatedQuery(frame.materialId);
  await seeded(ctx, seeds, 'catalogue.frames.list', related, () =>
    api.catalogue.frames.list(related),
  );
  const image = frame.images[0];
  return {
    status: 200,
    seeds: answered(seeds),
    head: {
      title: pageTitle(ctx, frame.name),
      description: snippet(frame.description || frame.name),
      canonicalPath: `/Singleproduct/${frame.frameId}`,
      ogType: 'product',
      image: image?.imageUrl,
      preload: image
        ? { href: image.imageUrl, srcset: image.srcset, sizes: IMAGE_SIZES.gallery }
        : undefined,
      product: frame,
    },
  };
}

export async function newsPage(ctx: PageContext, param: string): Promise<PageResult> {
  const newsId = parseRouteId(param);
  if (newsId === null) return { status: 404 };
  const api: Caller = callerFor(ctx.service);
  const seeds: SeedEntry[] = [];
  let missing = false;
  const news = await seeded(ctx, seeds, 'content.news.byId', { newsId }, () =>
    api.content.news.byId({ newsId }).catch((error: unknown) => {
      missing = isNotFound(error);
      throw error;
    }),
  );
  if (missing) return { status: 404 };
  return {
    status: 200,
    seeds: answered(seeds),
    head: {
      title: pageTitle(ctx, news?.title ?? 'News'),
      description: news ? snippet(news.shortDesc || news.title) : ctx.defaultDescription,
      canonicalPath: `/news/${newsId}`,
      ogType: 'article',
      image: news?.image ?? undefined,
      preload:
        news?.image && news.srcset
          ? { href: news.image, srcset: news.srcset, sizes: IMAGE_SIZES.news }
          : undefined,
    },
  };
}

/**
 * A page whose first screen needs no inlined answer for its head: the news list, contact, the
 * policies, order-failure. Its title is the route's own; a server render (ADR 0020) runs its
 * loaders for the rest. `noindex` pages (order-failure) are still rendered: they hold nothing
 * personal (the error text comes from the URL).
 */
export function plainPage(title: string, canonicalPath: string) {
  return async (ctx: PageContext): Promise<PageResult> => ({
    status: 200,
    seeds: [],
    head: {
      title: pageTitle(ctx, title),
      description: ctx.defaultDescription,
      canonicalPath,
      ogType: 'website',
    },
  });
}

/** The shop's other public pages, by path, with the title their route gives them. */
export const PLAIN_PAGES: Record<string, string> = {
  '/news': 'News',
  '/Contact': 'Contact us',
  '/Aboutpage': 'About us',
  '/PrivacyPolicy': 'Privacy Policy',
  '/ShippingReturns': 'Shipping & Returns',
  '/TermsConditions': 'Terms & Conditions',
  '/refundcancellation': 'Refund and Cancellation Policy',
  '/order-failure': 'Payment failed',
};
