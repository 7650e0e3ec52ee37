import type { ServiceContext } from '@frameshop/domain/shared/context';

/** What every tRPC call gets: the domain context plus the session cookie controls. */
export interface TrpcContext {
  service: ServiceContext;
  sessionCookie: {
    set(token: string, expiresAt: number): void;
    clear(): void;
  };
}
