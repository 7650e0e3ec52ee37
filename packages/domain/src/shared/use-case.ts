import type { z } from 'zod';
import type { Actor, ServiceContext } from './context';
import { AppError, isZodError, validationError } from './errors';

/**
 * Who may run a use case. There is no default: every use case states it, and anything that
 * is not 'public' needs a session. The tRPC procedure builder and the REST adapters both
 * derive their checks from this one declaration.
 */
export type Access = 'public' | 'user' | 'admin';

export type UseCaseKind = 'query' | 'mutation';

export interface UseCase<S extends z.ZodType, R, K extends UseCaseKind = UseCaseKind> {
  readonly name: string;
  readonly access: Access;
  readonly kind: K;
  readonly input: S;
  /**
   * True when the answer depends only on the input and catalogue data, never on who asks:
   * such public reads may be served from the catalogue cache at the HTTP level.
   */
  readonly cacheable: boolean;
  /** Checks access, then runs with input that was already parsed by `input`. */
  run(ctx: ServiceContext, input: z.output<S>): Promise<R>;
  /** Checks access first, then parses untrusted input: what REST adapters call. */
  execute(ctx: ServiceContext, raw: unknown): Promise<R>;
}

export function authorize(actor: Actor | null, access: Access): void {
  if (access === 'public') return;
  if (!actor) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (access === 'admin' && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Admins only');
  }
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function defineUseCase<S extends z.ZodType, R, K extends UseCaseKind>(def: {
  name: string;
  access: Access;
  kind: K;
  input: S;
  cacheable?: boolean;
  handler: (ctx: ServiceContext, input: z.output<S>) => Promise<R>;
}): UseCase<S, R, K> {
  if (def.cacheable && (def.access !== 'public' || def.kind !== 'query')) {
    throw new Error(`${def.name}: only public queries can be cacheable`);
  }
  const run = async (ctx: ServiceContext, input: z.output<S>) => {
    authorize(ctx.actor, def.access);
    try {
      return await def.handler(ctx, input);
    } catch (error) {
      // A schema used inside a handler (e.g. parsing a stored JSON column) failing is a bug
      // of ours, not the caller's: let it surface as a 500, never as the caller's 400.
      if (isZodError(error)) throw new Error(`Unexpected data in ${def.name}`, { cause: error });
      throw error;
    }
  };
  return {
    name: def.name,
    access: def.access,
    kind: def.kind,
    input: def.input,
    cacheable: def.cacheable ?? false,
    run,
    execute: async (ctx, raw) => {
      authorize(ctx.actor, def.access);
      return run(ctx, parseInput(def.input, raw));
    },
  };
}
