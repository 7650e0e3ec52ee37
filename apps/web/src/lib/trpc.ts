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
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
