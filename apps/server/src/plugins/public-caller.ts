import type { TrpcContext } from '@frameshop/api/context';
import { appRouter } from '@frameshop/api/root';
import type { ServiceContext } from '@frameshop/domain/shared/context';

/**
 * The tRPC router called in-process, as the read cache (on a miss) and the server-rendered
 * pages call it: the same access checks, input schemas, use cases and caches as over HTTP,
 * without the round trip. Public reads never touch the session cookie.
 */
export function callerFor(service: ServiceContext) {
  const ctx: TrpcContext = { service, sessionCookie: { set() {}, clear() {} } };
  return appRouter.createCaller(ctx);
}
export type Caller = ReturnType<typeof callerFor>;
