import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { Database } from '@frameshop/db/create-db';
import type { Throttle } from '@frameshop/domain/shared/throttle';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import { createDomainDeps } from './deps';
import './fastify-types';
import { createPaymentRuntime } from './payment-runtime';
import { registerJsonCompression } from './plugins/compression';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { OneLinePerRequest } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';
import { webPlugin } from './plugins/web';
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
  });

  const payment = createPaymentRuntime(config);
  const deps = createDomainDeps(
    config,
    database,
    options.throttle ? { throttle: options.throttle } : {},
    (line, error) => (error ? app.log.error({ err: error }, line) : app.log.info(line)),
    payment.deps,
  );
  app.decorate('config', config);
  app.decorate('payment', payment);
  app.decorate('deps', deps);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const { access, input, body } = route.config ?? {};
      app.registeredRoutes.push({ method, url: route.url, access, input, body });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  // Every JSON route's parser: prototype keys and deep nesting are a 400 (plugins/json-body.ts).
  registerJsonBodyParser(app);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(sessionPlugin);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(database.db);
      return { status: 'ready', database: database.dialect };
    } catch (error) {
      app.log.error({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', database: database.dialect });
    }
  });

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
