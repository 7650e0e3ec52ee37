// The Fastify augmentations below are a module imported by app.ts, so any package that
// type-checks the server's sources (the web app's browser tests do) sees them too.
import type { DomainDeps, PersonActor, ServiceContext } from '@frameshop/domain/shared/context';
import type { Access } from '@frameshop/domain/shared/use-case';
import type { z } from 'zod';
import type { Config } from './config';
import type { createPaymentRuntime } from './payment-runtime';
import type { JobMetrics } from './plugins/metrics';
import type { SharedState } from './redis';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access rule of the use case behind a route, for the authorization test. */
    access?: Access;
    /** The use case's input schema: the fuzz suite generates each route's requests from it. */
    input?: z.ZodType;
    /** 'multipart' for routes that read a form (multipartRoute); JSON otherwise. */
    body?: 'multipart';
  }
  interface FastifyInstance {
    config: Config;
    deps: DomainDeps;
    /** The payment gateway runtime: the worker registers its wake-up here. */
    payment: ReturnType<typeof createPaymentRuntime>;
    /**
     * Every route as registered, for the authorization and fuzz suites, which must cover
     * routes added later.
     */
    registeredRoutes: {
      method: string;
      url: string;
      access?: Access;
      input?: z.ZodType;
      body?: 'multipart';
    }[];
    /** What REDIS_URL connects this process to; null with one process (REDIS_URL unset). */
    sharedState: SharedState | null;
    /** Where jobs report their runs for /metrics. */
    metrics: JobMetrics;
  }
  interface FastifyRequest {
    /** Only a session can make an actor here: HTTP never produces the system caller. */
    actor: PersonActor | null;
    authVia: 'cookie' | 'bearer' | null;
    serviceContext(): ServiceContext;
  }
}
