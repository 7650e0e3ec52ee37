import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRouterContext } from './lib/router-context';
import { createQueryClient, createTrpcClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import './index.css';

// One QueryClient and one tRPC client for the page's life: the router's loaders prefetch into
// the same cache the hooks read.
const queryClient = createQueryClient();
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
