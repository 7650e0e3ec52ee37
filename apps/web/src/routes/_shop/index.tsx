import { PAGE_DESCRIPTIONS } from '@frameshop/contracts/shared/page-meta';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/content/shop/HomePage';
import {
  NEW_ARRIVALS_QUERY,
  OFFERS_QUERY,
  WALL_QUERY,
} from '../../features/content/shop/home/queries';
import { metaHead, SHOP_NAME } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/')({
  head: () =>
    metaHead({
      title: `${SHOP_NAME} · Custom picture frames and wall art`,
      description: PAGE_DESCRIPTIONS.home,
      canonicalPath: '/',
    }),
  // Started with the page's code, never awaited: the page renders from the cache they fill.
  loader: ({ context }) => {
    void context.trpc.content.sliders.list.prefetch();
    void context.trpc.catalogue.frames.list.prefetch(NEW_ARRIVALS_QUERY);
    void context.trpc.catalogue.frames.list.prefetch(OFFERS_QUERY);
    void context.trpc.content.wall.get.prefetch(undefined, { retry: WALL_QUERY.retry });
    void context.trpc.content.posts.list.prefetch();
  },
  component: HomePage,
});
