import type { CacheName } from '@frameshop/domain/shared/cache';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import { authorize, type HttpAccess, type HttpUseCase } from '@frameshop/domain/shared/use-case';
import { initTRPC } from '@trpc/server';
import type { z } from 'zod';
import type { TrpcContext } from './context';
import { describeTRPCError, toTRPCError } from './errors';

/** What each procedure declares about itself; the HTTP read cache reads `cachedIn`. */
export interface ProcedureMeta {
  /** 'public', 'user' or the permission it needs (keys too, never a people-only one). */
  access: HttpAccess;
  /** The domain cache that may serve this public query's answer (see UseCase.cachedIn). */
  cachedIn: CacheName | null;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    // Never put stack traces in responses, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      const { message, details } = describeTRPCError(error);
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          details,
        },
      };
    },
  });

export const router = t.router;

/** Checks access before the input is parsed, so an anonymous caller learns nothing about it. */
function withAccess(access: HttpAccess) {
  return t.procedure.use(({ ctx, next }) => {
    try {
      authorize(ctx.service.actor, access);
    } catch (error) {
      throw toTRPCError(error);
    }
    return next();
  });
}

/** Runs a use case, turning its AppErrors into tRPC errors through the shared table. */
export async function runUseCase<S extends z.ZodType, R>(
  useCase: HttpUseCase<S, R>,
  service: ServiceContext,
  input: z.output<S>,
): Promise<R> {
  try {
    return await useCase.run(service, input);
  } catch (error) {
    throw toTRPCError(error);
  }
}

/**
 * The procedure base of a use case: its access check, its declared meta and its input schema.
 * Only `HttpUseCase`s fit: a 'system' use case cannot become a procedure (it does not
 * type-check), and the authorization test checks every procedure's meta at run time.
 */
export function procedureFor<S extends z.ZodType, R>(useCase: HttpUseCase<S, R>) {
  return withAccess(useCase.access)
    .meta({ access: useCase.access, cachedIn: useCase.cachedIn })
    .input(useCase.input);
}

/** A query procedure whose access, meta and input schema come from the use case itself. */
export function queryFor<S extends z.ZodType, R>(useCase: HttpUseCase<S, R, 'query'>) {
  return procedureFor(useCase).query(({ ctx, input }) =>
    runUseCase(useCase, ctx.service, input as z.output<S>),
  );
}

/** The mutation twin of queryFor. */
export function mutationFor<S extends z.ZodType, R>(useCase: HttpUseCase<S, R, 'mutation'>) {
  return procedureFor(useCase).mutation(({ ctx, input }) =>
    runUseCase(useCase, ctx.service, input as z.output<S>),
  );
}
