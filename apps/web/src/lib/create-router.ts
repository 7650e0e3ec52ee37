import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { createRouterContext } from './router-context';
import type { createTrpcClient } from './trpc';

/**
 * The router, the same on the server (src/entry-server.tsx) and in the browser (main.tsx). On a
 * server-rendered page the router carries the query cache across (ADR 0020): `dehydrate` runs
 * on the server once the loaders have run, after the queries they started have settled, and
 * `hydrate` fills the browser's cache before the first render, so the page asks nothing again.
 */
export function createAppRouter(
  queryClient: QueryClient,
  trpcClient: ReturnType<typeof createTrpcClient>,
) {
  return createRouter({
    routeTree,
    context: createRouterContext(queryClient, trpcClient),
    defaultPreload: 'intent',
    // React Query decides what is fresh; the router calls the loaders on every preload.
    defaultPreloadStaleTime: 0,
    dehydrate: async () => {
      // Loaders start fetches and never wait for them: wait here, so the page holds them.
      const cache = queryClient.getQueryCache();
      const running = cache.getAll().filter((query) => query.state.fetchStatus === 'fetching');
      await Promise.allSettled(running.map((query) => query.promise));
      // As JSON text: tRPC's answers are plain JSON (the API has no transformer), and the
      // router's serializer then needs no knowledge of React Query's types.
      return { queryState: JSON.stringify(dehydrate(queryClient)) };
    },
    hydrate: (data: { queryState: string }) => {
      hydrate(queryClient, JSON.parse(data.queryState) as DehydratedState);
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
