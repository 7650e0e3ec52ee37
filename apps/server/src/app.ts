import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { Database } from '@frameshop/db/create-db';
import type { AuthThrottle } from '@frameshop/domain/users/auth-throttle';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config';
import { createDomainDeps } from './deps';
import './fastify-types';
import { errorsPlugin } from './plugins/errors';
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
  throttle?: AuthThrottle;
}

/** Builds the whole app without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // A number means "trust that many hops"; proxy-addr accepts it though the types do not say so.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
  });

  const deps = createDomainDeps(
    config,
    database,
    options.throttle ? { throttle: options.throttle } : {},
  );
  app.decorate('config', config);
  app.decorate('deps', deps);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
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

  await app.register(trpcPlugin);
  await app.register(restRoutes, { prefix: '/api' });
  await app.register(webPlugin);
  return app;
}
