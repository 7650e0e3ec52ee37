import type { AppRouter } from '@frameshop/api/root';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { createTrpcClient } from './trpc';

/**
 * What every route's `loader` receives: the app's one QueryClient and tRPC utilities over it,
 * so a loader's `prefetch` fills the very cache the page's hooks read. Loaders start fetches
 * (while the route's code downloads) and never wait for them or throw: an admin-only query
 * that answers 401 for a visitor must not stop the admin guard from showing its message.
 */
export function createRouterContext(
  queryClient: QueryClient,
  client: ReturnType<typeof createTrpcClient>,
) {
  return { queryClient, trpc: createTRPCQueryUtils<AppRouter>({ queryClient, client }) };
}

export type RouterContext = ReturnType<typeof createRouterContext>;

/** Prefetch options for admin-only reads: a visitor's 401 is final, not worth a retry. */
export const ADMIN_PREFETCH = { retry: false } as const;
