import type { TrpcContext } from '@frameshop/api/context';
import { appRouter } from '@frameshop/api/root';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, setSessionCookie } from './session';
import { cacheablePaths, registerTrpcReadCache } from './trpc-read-cache';

export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  registerTrpcReadCache(app, '/trpc', cacheablePaths(appRouter));
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }): TrpcContext => ({
        service: req.serviceContext(),
        sessionCookie: {
          set: (token, expiresAt) => setSessionCookie(app, res, token, expiresAt),
          clear: () => clearSessionCookie(res),
        },
      }),
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error, path }, 'trpc call failed');
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
