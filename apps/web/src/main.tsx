import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './lib/create-router';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
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
const router = createAppRouter(queryClient, trpcClient);

/**
 * A server-rendered page (ADR 0020) carries the router's state in `window.$_TSR`, written by
 * its hydration scripts: such a page is hydrated, keeping the server's markup. Every other
 * page (the cart, checkout, the admin, or a render that fell back) is rendered here.
 */
const serverRendered = typeof (window as { $_TSR?: unknown }).$_TSR === 'object';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (serverRendered) hydrateRoot(root, app);
else createRoot(root).render(app);
