import {
  LISTING_FILTER_KEYS,
  type ListingSearch,
  listingQuery,
  parseListingSearch,
} from '@frameshop/contracts/catalogue/listing-search';
import { PAGE_DESCRIPTIONS } from '@frameshop/contracts/shared/page-meta';
import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../features/catalogue/shop/listing/ListingPage';
import { metaHead, pageTitle } from '../../lib/page-title';

/** Every key of a listing URL, unset. */
const UNSET_LISTING: ListingSearch = Object.fromEntries(
  [...LISTING_FILTER_KEYS, 'sort', 'page'].map((key) => [key, undefined]),
);

export const Route = createFileRoute('/_shop/ProductListing')({
  // Filters, sort, search and page live in the URL, so back, reload and a shared link restore
  // the view; the server reads a listing URL with the same function to inline its first page.
  // Every listing key is named, refused ones as undefined: TanStack Router lays the validated
  // search over the raw one, so a key merely left out would keep its raw value ('abc', a
  // 'nonsense' sort) and reach frames.list as a 400 whose Retry could never succeed.
  validateSearch: (raw: Record<string, unknown>) => ({
    ...UNSET_LISTING,
    ...parseListingSearch(raw),
  }),
  loaderDeps: ({ search }) => search,
  // Started with the page's code, never awaited: the page renders from the cache they fill.
  loader: ({ context, deps }) => {
    void context.trpc.catalogue.frames.list.prefetch(listingQuery(deps));
    void context.trpc.catalogue.options.prefetch();
  },
  head: () =>
    metaHead({
      title: pageTitle('Shop frames'),
      description: PAGE_DESCRIPTIONS.listing,
      canonicalPath: '/ProductListing',
    }),
  component: ListingPage,
});
