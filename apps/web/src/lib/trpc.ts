import type { AppRouter } from '@frameshop/api/root';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** Typed hooks over the server's router: only its type crosses into the web bundle. */
export const trpc = createTRPCReact<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Catalogue and content change rarely: no refetch storm when a shopper switches tabs.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // A screen with many queries is split into several GETs rather than one URL a proxy or
        // the server refuses (the server accepts this length: MAX_URL_LENGTH in apps/server/src/app.ts).
        maxURLLength: 2083,
        // The server refuses larger batches (MAX_BATCH_SIZE in apps/server/src/plugins/trpc.ts).
        maxItems: 20,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
