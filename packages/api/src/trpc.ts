import type { ServiceContext } from '@frameshop/domain/shared/context';
import { type Access, authorize, type UseCase } from '@frameshop/domain/shared/use-case';
import { initTRPC } from '@trpc/server';
import type { z } from 'zod';
import type { TrpcContext } from './context';
import { describeTRPCError, toTRPCError } from './errors';

/** What each procedure declares about itself; the HTTP read cache reads `cacheable`. */
export interface ProcedureMeta {
  access: Access;
  cacheable: boolean;
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
function withAccess(access: Access) {
  return t.procedure.use(({ ctx, next }) => {
    try {
      authorize(ctx.service.actor, access);
    } catch (error) {
      throw toTRPCError(error);
    }
    return next();
  });
}

export const publicProcedure = withAccess('public');
export const userProcedure = withAccess('user');
export const adminProcedure = withAccess('admin');

/** Runs a use case, turning its AppErrors into tRPC errors through the shared table. */
export async function runUseCase<S extends z.ZodType, R>(
  useCase: UseCase<S, R>,
  service: ServiceContext,
  input: z.output<S>,
): Promise<R> {
  try {
    return await useCase.run(service, input);
  } catch (error) {
    throw toTRPCError(error);
  }
}

/** A query procedure whose access and input schema come from the use case itself. */
export function queryFor<S extends z.ZodType, R>(useCase: UseCase<S, R, 'query'>) {
  return withAccess(useCase.access)
    .meta({ access: useCase.access, cacheable: useCase.cacheable })
    .input(useCase.input)
    .query(({ ctx, input }) => runUseCase(useCase, ctx.service, input as z.output<S>));
}

/** The mutation twin of queryFor. */
export function mutationFor<S extends z.ZodType, R>(useCase: UseCase<S, R, 'mutation'>) {
  return withAccess(useCase.access)
    .meta({ access: useCase.access, cacheable: false })
    .input(useCase.input)
    .mutation(({ ctx, input }) => runUseCase(useCase, ctx.service, input as z.output<S>));
}
