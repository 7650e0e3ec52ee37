// The Fastify augmentations below are a module imported by app.ts, so any package that
// type-checks the server's sources (the web app's browser tests do) sees them too.

import type { DomainDeps, HttpActor, ServiceContext } from '@frameshop/domain/shared/context';
import type { Access } from '@frameshop/domain/shared/use-case';
import type { z } from 'zod';
import type { Config } from './config';
import type { createPaymentRuntime } from './payment-runtime';
import type { JobMetrics } from './plugins/metrics';
import type { SharedState } from './redis';

/** What a REST route tells the OpenAPI document about itself (apps/server/src/openapi/). */
export interface RouteDoc {
  /** The success status (201 for creations); both, for create-or-update routes. */
  status: number | readonly number[];
  /** The use case behind the route ('users.list'): the operation's summary. */
  useCase?: string;
  /** The success body's schema; routes that do not declare one are documented as any JSON. */
  response?: z.ZodType;
  /** The success body's media type when not JSON. */
  produces?: string;
  /** The form field that carries the files, on multipart routes. */
  fileField?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access rule of the use case behind a route, for the authorization test. */
    /** ('public', 'user' or the permission it needs, which is also what a key must hold.) */
    access?: Access;
    /** The use case's input schema: the fuzz suite generates each route's requests from it. */
    input?: z.ZodType;
    /** 'multipart' for routes that read a form (multipartRoute); JSON otherwise. */
    body?: 'multipart';
    /** What the OpenAPI document says of the answer; `false`: the route is not part of the API. */
    openapi?: RouteDoc | false;
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
      openapi?: RouteDoc | false;
    }[];
    /** What REDIS_URL connects this process to; null with one process (REDIS_URL unset). */
    sharedState: SharedState | null;
    /** Where jobs report their runs for /metrics. */
    metrics: JobMetrics;
  }
  interface FastifyRequest {
    /** A session's person or an API key's integration: HTTP never produces the system caller. */
    actor: HttpActor | null;
    authVia: 'cookie' | 'bearer' | 'apikey' | null;
    serviceContext(): ServiceContext;
  }
}
