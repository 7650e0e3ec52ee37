import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { unavailableMessages } from '@frameshop/contracts/shared/messages';
import type { Database } from '@frameshop/db/create-db';
import { pingStores } from '@frameshop/domain/shared/storage';
import type { Throttle } from '@frameshop/domain/shared/throttle';
import { AuthThrottle, DEFAULT_THROTTLE } from '@frameshop/domain/users/auth-throttle';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import { createDomainDeps } from './deps';
import './fastify-types';
import { createPaymentRuntime } from './payment-runtime';
import { registerJsonCompression } from './plugins/compression';
import { clientErrorHandler, errorBody, errorsPlugin, frameworkErrors } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { OneLinePerRequest } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';
import { webPlugin } from './plugins/web';
import { connectSharedState } from './redis';
import { restRoutes } from './rest/index';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests swap in a throttle with their own limits. */
  throttle?: Throttle;
  /** Tests shorten the connection limits (milliseconds). */
  timeouts?: { requestMs?: number; connectionMs?: number };
}

/**
 * The longest URL the web app's tRPC client sends (`maxURLLength` in apps/web/src/lib/trpc.ts;
 * longer batches are split). The comma-joined procedure names of a batch are one route
 * parameter, so the router must accept a parameter that long; Node's 16 kB header limit is far
 * above it.
 */
export const MAX_URL_LENGTH = 2083;

/**
 * Silence allowed on a connection, also while a handler works. A trickled request is cut by
 * requestTimeout (the whole request must arrive in time); this only bounds idle sockets, so it
 * is long enough for the slowest handler: re-encoding ten large photos on two cores.
 */
const CONNECTION_TIMEOUT_MS = 120_000;

/** How long /readyz waits for the database's answer. */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builds the whole app without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const requestTimeout = options.timeouts?.requestMs ?? config.REQUEST_TIMEOUT_SECONDS * 1000;
  const connectionTimeout = options.timeouts?.connectionMs ?? CONNECTION_TIMEOUT_MS;
  const behindProxy = config.TRUST_PROXY !== false && config.TRUST_PROXY !== 0;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // A number means "trust that many hops"; proxy-addr accepts it though the types do not say so.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1_048_576,
    // A whole request (headers and body) must arrive within requestTimeout, or Node answers 408
    // and closes: a body trickled byte by byte cannot hold a connection. Node checks every
    // connectionsCheckingInterval (30 s by default, far too coarse for this limit).
    requestTimeout,
    connectionTimeout,
    http: {
      requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Log correlation ids are ours: a client's x-request-id could forge or break log lines.
    // Behind a trusted proxy, the proxy's id is kept when it is a well-formed UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return behindProxy && typeof sent === 'string' && UUID.test(sent)
        ? sent.toLowerCase()
        : randomUUID();
    },
    // 408 (requestTimeout), 431 and malformed requests in our error body shape.
    clientErrorHandler,
    // The router's refusals (bad escapes, over-long parameters) in our error body too.
    frameworkErrors,
    // One line per request instead of two; errors still logged (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    // A request that still arrives while closing (on a kept-alive connection) gets our 503
    // below, in the shop's error shape, rather than Fastify's own body.
    return503OnClosing: false,
  });

  const log = (line: string, error?: unknown) =>
    error ? app.log.error({ err: error }, line) : app.log.info(line);
  const payment = createPaymentRuntime(config);
  // Several processes share caches (and throttles) through Redis; one process keeps its own.
  const shared = config.REDIS_URL
    ? await connectSharedState(config.REDIS_URL, config.redisPrefix, log)
    : null;
  app.addHook('onClose', async () => shared?.close());
  const deps = createDomainDeps(
    config,
    database,
    {
      ...(shared
        ? {
            caches: shared.caches,
            throttle: new AuthThrottle(DEFAULT_THROTTLE, {
              redis: shared.redis,
              prefix: config.redisPrefix,
            }),
          }
        : {}),
      ...(options.throttle ? { throttle: options.throttle } : {}),
    },
    log,
    payment.deps,
  );
  app.decorate('sharedState', shared);
  app.decorate('config', config);
  app.decorate('payment', payment);
  app.decorate('deps', deps);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const { access, input, body, openapi } = route.config ?? {};
      app.registeredRoutes.push({ method, url: route.url, access, input, body, openapi });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Closing (SIGTERM): requests under way finish; new ones are told to come back.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '30')
      .send(errorBody(unavailableMessages.restarting, 'UNAVAILABLE'));
  });

  await app.register(errorsPlugin);
  // Every JSON route's parser: prototype keys and deep nesting are a 400 (plugins/json-body.ts).
  registerJsonBodyParser(app);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(sessionPlugin);

  app.decorate('metrics', registerMetrics(app, deps, database, config.METRICS_TOKEN));
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready when the database and the file store answer within READY_TIMEOUT_MS: a load balancer
  // stops sending traffic while either is down and resumes when it is back, without a restart.
  app.get('/readyz', async (_request, reply) => {
    const notReady = (what: 'database' | 'storage', error: unknown) => {
      app.log.error({ err: error }, `${what} not ready`);
      return reply.status(503).header('retry-after', '30').send({
        status: 'unavailable',
        database: database.dialect,
        message: unavailableMessages[what],
      });
    };
    try {
      await withTimeout(sql`SELECT 1`.execute(database.db), READY_TIMEOUT_MS);
    } catch (error) {
      return notReady('database', error);
    }
    try {
      // Where uploads go must answer too: a bucket gone is a shop that cannot show images.
      await withTimeout(pingStores(deps.files), READY_TIMEOUT_MS);
    } catch (error) {
      return notReady('storage', error);
    }
    // Degraded still serves: caches fall back to short local entries meanwhile.
    return {
      status: 'ready',
      database: database.dialect,
      ...(shared ? { redis: shared.state() } : {}),
    };
  });

  // A worker process runs jobs and answers probes (and /metrics) only.
  if (config.WORKER_MODE === 'worker') return app;
  await payment.mount(app);
  await app.register(trpcPlugin);
  // JSON answers above 1 kB go out compressed (the web build is compressed at build time).
  await app.register(
    async (api) => {
      await registerJsonCompression(api);
      await api.register(restRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin);
  return app;
}
