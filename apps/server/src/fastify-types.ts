// The Fastify augmentations below are a module imported by app.ts, so any package that
// type-checks the server's sources (the web app's browser tests do) sees them too.
import type { Actor, DomainDeps, ServiceContext } from '@frameshop/domain/shared/context';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    deps: DomainDeps;
    /** Every route as registered, for the authorization test that must cover routes added later. */
    registeredRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    authVia: 'cookie' | 'bearer' | null;
    serviceContext(): ServiceContext;
  }
}
