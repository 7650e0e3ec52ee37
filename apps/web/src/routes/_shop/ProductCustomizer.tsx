import { createFileRoute } from '@tanstack/react-router';
import { CustomizerPage } from '../../features/catalogue/shop/customizer/CustomizerPage';
import { parseCustomizerSearch } from '../../features/catalogue/shop/customizer/customizer-url';
import { metaHead, pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/ProductCustomizer')({
  // Only the photo's key lives in the URL (`?photo=KEY`), so a refresh keeps the photo.
  validateSearch: parseCustomizerSearch,
  loaderDeps: ({ search }) => ({ photo: search.photo }),
  // Started with the page's code, never awaited: the page renders from the cache they fill.
  loader: ({ context, deps }) => {
    void context.trpc.catalogue.options.prefetch();
    void context.trpc.catalogue.prices.list.prefetch();
    if (deps.photo) {
      void context.trpc.orders.photos.get.prefetch({ photoKey: deps.photo }, { retry: false });
    }
  },
  head: () =>
    metaHead({
      title: pageTitle('Customise a frame'),
      description:
        'Frame your own photo: upload it, choose the size, material, frame and shape, see it to scale on a wall and get the price in rupees at once.',
      canonicalPath: '/ProductCustomizer',
    }),
  component: CustomizerPage,
});
