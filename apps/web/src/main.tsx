import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRouterContext } from './lib/router-context';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import './index.css';

/**
 * The answers the server inlined for this page's first render (apps/server/src/plugins/shop-html,
 * ADR 0010), put where tRPC's react-query hooks look for them, so the first render asks nothing:
 * the key is getQueryKeyInternal's in @trpc/react-query 11, [path split at the dots,
 * { input, type: 'query' }] with `input` left out when there is none. A broken seed only costs
 * the requests it would have saved.
 */
function seedQueryCache(queryClient: QueryClient): void {
  const script = document.getElementById('__trpc_seed');
  if (!script?.textContent) return;
  script.remove();
  try {
    const entries: unknown = JSON.parse(script.textContent);
    if (!Array.isArray(entries)) return;
    for (const { path, input, data } of entries as {
      path?: unknown;
      input?: unknown;
      data?: unknown;
    }[]) {
      if (typeof path !== 'string' || data === undefined) continue;
      const key = input === undefined ? { type: 'query' } : { input, type: 'query' };
      queryClient.setQueryData([path.split('.'), key], data);
    }
  } catch {
    // not JSON: the pages fetch what they need
  }
}

// One QueryClient and one tRPC client for the page's life: the router's loaders prefetch into
// the same cache the hooks read, and the server's inlined answers are there before either runs.
const queryClient = createQueryClient();
seedQueryCache(queryClient);
const trpcClient = createTrpcClient();

// Scrolling to the top on every route change is done in the root route (spec section 2).
const router = createRouter({
  routeTree,
  context: createRouterContext(queryClient, trpcClient),
  defaultPreload: 'intent',
  // React Query decides what is fresh; the router calls the loaders on every preload.
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
