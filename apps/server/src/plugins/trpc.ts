import type { TrpcContext } from '@frameshop/api/context';
import { appRouter } from '@frameshop/api/root';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { JSON_TYPE, registerJsonCompression } from './compression';
import { toHttpError } from './errors';
import { refuseDeepJson } from './json-body';
import { callerFor } from './public-caller';
import { clearSessionCookie, setSessionCookie } from './session';
import { asksForPlainJson, cacheablePaths, registerTrpcReadCache } from './trpc-read-cache';

/** GET and HEAD never carry a body here; an OPTIONS preflight neither, unless it announces one. */
function mayCarryBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.method !== 'OPTIONS') return true;
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** Calls in one tRPC batch; apps/web/src/lib/trpc.ts batches at most this many. */
export const MAX_BATCH_SIZE = 20;

export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  // tRPC takes JSON only. Its Fastify adapter would otherwise read a multipart (or any other)
  // body whole, without a size limit, before refusing it. Refused here, before a byte of the
  // body is read; `connection: close` so the rest is not read afterwards either. Requiring
  // the JSON type also means a cross-site form or "simple" fetch can never run a mutation
  // without a CORS preflight. JSON bodies keep Fastify's bodyLimit (413 above 1 MB).
  app.addHook('onRequest', async (request, reply) => {
    if (!mayCarryBody(request)) return;
    const type = request.headers['content-type'];
    if (type !== undefined && JSON_TYPE.test(type)) return;
    const { status, body } = toHttpError(
      new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type ?? 'none'),
    );
    return reply.code(status).header('connection', 'close').send(body);
  });
  // tRPC parses its bodies and `input` itself: deep nesting is refused before it does.
  app.addHook('preHandler', refuseDeepJson);
  // Streamed answers (JSON Lines, events) go out as tRPC writes them: compressing would hold
  // chunks back until the compressor's buffer fills. @fastify/compress honours this header.
  app.addHook('onRequest', async (request) => {
    if (!asksForPlainJson(request.headers)) request.headers['x-no-compression'] = '1';
  });
  registerTrpcReadCache(app, '/trpc', cacheablePaths(appRouter), (path, input, request) => {
    // A cacheable procedure is a public read that never looks at the caller or the cookie:
    // the same caller as the server-rendered head's.
    const caller = callerFor(request.serviceContext()) as unknown as Record<string, unknown>;
    let procedure: unknown = caller;
    for (const part of path.split('.')) procedure = (procedure as Record<string, unknown>)[part];
    return (procedure as (input: unknown) => Promise<unknown>)(input);
  });
  await registerJsonCompression(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // Bounds the work one request can ask for; the web client's batch link uses the same.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }): TrpcContext => ({
        service: req.serviceContext(),
        sessionCookie: {
          set: (token, expiresAt) => setSessionCookie(app, res, token, expiresAt),
          clear: () => clearSessionCookie(res),
        },
      }),
      // As the REST error handler does: a 503 says when to try again.
      responseMeta: ({ errors }) =>
        errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
          ? { headers: { 'retry-after': '30' } }
          : {},
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE')
          req.log.error({ err: error.cause ?? error, path }, 'trpc call failed');
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
