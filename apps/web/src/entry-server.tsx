import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server';
import { httpLink } from '@trpc/client';
import { StrictMode } from 'react';
import { createAppRouter } from './lib/create-router';
import { trpc } from './lib/trpc';

/**
 * The shop's public pages rendered on the server (ADR 0020), built by `vite build --ssr` into
 * `dist/server/entry-server.js` and loaded by the server with a dynamic import
 * (apps/server/src/plugins/shop-html/ssr.ts). The server hands in what only it has: the
 * inlined answers it already read for the head, and `query`, which answers a public read
 * in-process (the same tRPC procedure, access check and read cache as over HTTP). The render
 * never sees a cookie: what it writes is the same for every visitor.
 */
export interface SsrRequest {
  /** Path and query string, as requested. */
  url: string;
  origin: string;
  /** The CSP nonce of this response: the router's inline hydration scripts carry it. */
  nonce: string;
  seeds: { path: string; input?: unknown; data: unknown }[];
  query: (path: string, input: unknown) => Promise<unknown>;
  signal: AbortSignal;
}

export interface SsrResult {
  status: number;
  /** The markup of `#root`, followed by the router's hydration scripts; streamed. */
  body: ReadableStream<Uint8Array>;
}

/**
 * tRPC's own HTTP link with a `fetch` that never leaves the process: it hands the query's path
 * and input to the server's `query` and shapes its answer as tRPC's JSON. Anything but a query
 * (a GET) is refused: a render changes nothing.
 */
function inProcessLink(query: SsrRequest['query']) {
  const failure = (message: string, path: string) =>
    Response.json(
      {
        error: {
          message,
          code: -32603,
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path },
        },
      },
      { status: 500 },
    );
  return httpLink({
    url: 'http://render.invalid/trpc',
    fetch: async (url, init) => {
      const at = new URL(String(url));
      const path = decodeURIComponent(at.pathname.slice('/trpc/'.length));
      if ((init?.method ?? 'GET') !== 'GET') return failure('Only queries while rendering', path);
      const raw = at.searchParams.get('input');
      try {
        const data = await query(path, raw === null ? undefined : JSON.parse(raw));
        return Response.json({ result: { data } });
      } catch (error) {
        return failure(error instanceof Error ? error.message : String(error), path);
      }
    },
  });
}

export async function render(input: SsrRequest): Promise<SsrResult> {
  // Nothing is retried on the server: a failed read is left to the browser.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  // The same keys main.tsx's seed used: getQueryKeyInternal's in @trpc/react-query 11.
  for (const { path, input: args, data } of input.seeds) {
    const key = args === undefined ? { type: 'query' } : { input: args, type: 'query' };
    queryClient.setQueryData([path.split('.'), key], data);
  }
  const trpcClient = trpc.createClient({ links: [inProcessLink(input.query)] });
  const request = new Request(new URL(input.url, input.origin), { signal: input.signal });
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient, trpcClient);
      router.update({ ...router.options, ssr: { nonce: input.nonce } });
      return router;
    },
  });
  const response = await handler(({ request, router, responseHeaders }) =>
    renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <RouterServer router={router} />
            </QueryClientProvider>
          </trpc.Provider>
        </StrictMode>
      ),
    }),
  );
  if (!response.body) throw new Error('The render answered no body');
  return { status: response.status, body: response.body };
}
