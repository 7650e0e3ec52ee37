import { apiKeyMessages } from '@frameshop/contracts/apikeys/schemas';
import {
  KEY_FORBIDDEN_PERMISSIONS,
  type Permission,
  staffMessages,
} from '@frameshop/contracts/staff/permissions';
import type { z } from 'zod';
import type { CacheName } from './cache';
import type { Actor, ServiceContext } from './context';
import { AppError, isZodError, validationError } from './errors';

/**
 * Who may run a use case. There is no default: every use case states it, and anything that
 * is not 'public' needs an actor. The tRPC procedure builder and the REST adapters both
 * derive their checks from this one declaration.
 *
 * - 'public': anyone, signed in or not.
 * - 'user': any signed-in person (shopper or staff).
 * - 'staff': any staff member, whatever their role holds (the list of permissions); no key.
 * - a permission ('orders:write', ...): a staff member whose role holds it, an API key that
 *   holds it and whose maker still does (never one of KEY_FORBIDDEN_PERMISSIONS), or the system
 *   (the seed creates the demo catalogue with these use cases). See
 *   docs/decisions/0024-staff-roles-and-permissions.md.
 * - 'system': only work no person does (seed, payment settlement, jobs). HTTP adapters accept
 *   only `HttpAccess` use cases, so no route can reach one (the authorization test proves it).
 */
export type HttpAccess = 'public' | 'user' | 'staff' | Permission;
export type Access = HttpAccess | 'system';

/** The permission an access declaration names, or null ('public', 'user', 'system'). */
export function permissionOf(access: Access): Permission | null {
  return access === 'public' || access === 'user' || access === 'staff' || access === 'system'
    ? null
    : access;
}

export type UseCaseKind = 'query' | 'mutation';

export interface UseCase<
  S extends z.ZodType,
  R,
  K extends UseCaseKind = UseCaseKind,
  A extends Access = Access,
> {
  readonly name: string;
  readonly access: A;
  readonly kind: K;
  readonly input: S;
  /**
   * Set on public queries whose answer depends only on the input and this cache's domain data,
   * never on who asks: the HTTP layer may then serve repeated calls from that cache.
   */
  readonly cachedIn: CacheName | null;
  /** The caches a mutation makes stale; `run()` clears them when its handler is done. */
  readonly invalidates: readonly CacheName[];
  /**
   * Uploaded files the use case accepts beside its input (multipart routes pass them). They
   * are never part of `input`, so no Node type reaches a tRPC-visible schema.
   */
  readonly files: FileRule | null;
  /**
   * Checks access and the definition's `admit` (throttles, quotas): what an upload route runs
   * before reading a byte of the files. `run()` does it itself unless it was done for this ctx.
   */
  admit(ctx: ServiceContext): Promise<void>;
  /** Checks access, then runs with input that was already parsed by `input`. */
  run(ctx: ServiceContext, input: z.output<S>, files?: readonly Buffer[]): Promise<R>;
  /** Checks access first, then parses untrusted input: what REST adapters call. */
  execute(ctx: ServiceContext, raw: unknown, files?: readonly Buffer[]): Promise<R>;
}

export interface FileRule {
  max: number;
  /** How a person calls them: 'images'. */
  label: string;
}

/** A use case an HTTP adapter may expose: anything but 'system'. */
export type HttpUseCase<S extends z.ZodType, R, K extends UseCaseKind = UseCaseKind> = UseCase<
  S,
  R,
  K,
  HttpAccess
>;

/** Whether the actor holds this permission now (deny by default: anonymous never does). */
export function holds(actor: Actor | null, permission: Permission): boolean {
  if (!actor) return false;
  if (actor.role === 'system') return true;
  if (actor.role === 'integration') {
    return (
      !KEY_FORBIDDEN_PERMISSIONS.includes(permission) && actor.permissions.includes(permission)
    );
  }
  return actor.permissions.includes(permission);
}

export function authorize(actor: Actor | null, access: Access): void {
  if (access === 'public') return;
  if (!actor) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (access === 'system') {
    if (actor.role === 'system') return;
    const text = actor.role === 'integration' ? apiKeyMessages.notAllowed : 'Not allowed';
    throw new AppError('FORBIDDEN', text);
  }
  if (access === 'user') {
    // A key is not a person (no cart, orders or profile); system work acts for nobody.
    if (actor.role === 'integration') throw new AppError('FORBIDDEN', apiKeyMessages.notAllowed);
    if (actor.role === 'system') throw new AppError('FORBIDDEN', 'Not allowed');
    return;
  }
  if (access === 'staff') {
    if (actor.role === 'integration') throw new AppError('FORBIDDEN', apiKeyMessages.notAllowed);
    if (actor.role === 'admin' || actor.role === 'system') return;
    throw new AppError('FORBIDDEN', staffMessages.staffOnly);
  }
  if (holds(actor, access)) return;
  if (actor.role === 'integration') {
    throw new AppError(
      'FORBIDDEN',
      KEY_FORBIDDEN_PERMISSIONS.includes(access)
        ? apiKeyMessages.notAllowed
        : apiKeyMessages.needsScope(access),
    );
  }
  throw new AppError('FORBIDDEN', staffMessages.noAccess(access));
}

/**
 * The right to move money (a refund): a staff member holding `orders:refund`, or the system;
 * never an API key (KEY_FORBIDDEN_PERMISSIONS). `payment.refund` is declared with it, and a use
 * case whose change would refund as a side effect (cancelling a paid order) asks `mayMoveMoney`
 * first: see docs/decisions/0022-money-never-a-side-effect.md.
 */
export const MONEY_ACCESS = 'orders:refund' satisfies HttpAccess;

export function mayMoveMoney(actor: Actor | null): boolean {
  return holds(actor, MONEY_ACCESS);
}

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

interface Definition<S extends z.ZodType, R, K extends UseCaseKind, A extends Access> {
  name: string;
  access: A;
  kind: K;
  input: S;
  /** Queries only: see UseCase.cachedIn. */
  cachedIn?: CacheName;
  /**
   * Mutations must say which caches they make stale, even if none (`[]`). A use case run
   * inside another's transaction clears before that commits: the outer one must declare the
   * same caches (it is the one whose commit makes the write visible).
   */
  invalidates?: readonly CacheName[];
  /**
   * Mutations that often end without changing anything (a job run with nothing to do) say,
   * from their result, which of the declared caches they did make stale; the others survive.
   * Without it every declared cache is cleared. A failed run clears them all (see `run()`).
   */
  changed?: (result: R) => readonly CacheName[];
  files?: FileRule;
  /**
   * Checks that must pass before the request's files are even read (a throttle, a quota): a
   * 25 MB upload refused after it was received has already cost its memory.
   */
  admit?: (ctx: ServiceContext) => Promise<void>;
  handler: (ctx: ServiceContext, input: z.output<S>, files: readonly Buffer[]) => Promise<R>;
}

/** Calls whose `admit` already ran (the upload adapter runs it before reading the body). */
const admitted = new WeakSet<ServiceContext>();

export function defineUseCase<S extends z.ZodType, R, K extends UseCaseKind, A extends Access>(
  def: Definition<S, R, K, A>,
): UseCase<S, R, K, A> {
  if (def.cachedIn && (def.access !== 'public' || def.kind !== 'query')) {
    throw new Error(`${def.name}: only public queries can be cached`);
  }
  if (def.kind === 'mutation' && !def.invalidates) {
    throw new Error(`${def.name}: a mutation must declare the caches it invalidates`);
  }
  if (def.kind === 'query' && def.invalidates?.length) {
    throw new Error(`${def.name}: a query cannot invalidate caches`);
  }
  const invalidates = def.invalidates ?? [];
  const admit = async (ctx: ServiceContext) => {
    authorize(ctx.actor, def.access);
    if (def.admit) await def.admit(ctx);
    admitted.add(ctx);
  };
  const run = async (ctx: ServiceContext, input: z.output<S>, files: readonly Buffer[] = []) => {
    authorize(ctx.actor, def.access);
    if (def.admit && !admitted.has(ctx)) await def.admit(ctx);
    admitted.delete(ctx);
    checkFiles(def.files, files);
    let stale = invalidates;
    try {
      // The handler sees its own name as ctx.action, for the audit log (decision 0025).
      const result = await def.handler({ ...ctx, action: def.name }, input, files);
      if (def.changed) {
        const changed = def.changed(result);
        stale = invalidates.filter((name) => changed.includes(name));
      }
      return result;
    } catch (error) {
      // A schema used inside a handler (e.g. parsing a stored JSON column) failing is a bug
      // of ours, not the caller's: let it surface as a 500, never as the caller's 400.
      if (isZodError(error)) throw new Error(`Unexpected data in ${def.name}`, { cause: error });
      throw error;
    } finally {
      // Once the handler is done, its transaction has committed or rolled back: readers from
      // now on must see the write. Cleared on failure too: a handler can fail after its commit
      // (reading the result back, removing dropped files), and an extra clear is only a miss.
      if (stale.length > 0) ctx.caches.invalidate(stale);
    }
  };
  return {
    name: def.name,
    access: def.access,
    kind: def.kind,
    input: def.input,
    cachedIn: def.cachedIn ?? null,
    invalidates,
    files: def.files ?? null,
    admit,
    run,
    execute: async (ctx, raw, files) => {
      authorize(ctx.actor, def.access);
      return run(ctx, parseInput(def.input, raw), files);
    },
  };
}

function checkFiles(rule: FileRule | undefined, files: readonly Buffer[]): void {
  if (files.length === 0) return;
  if (!rule) throw new AppError('BAD_REQUEST', 'This request takes no files');
  if (files.length > rule.max) {
    throw new AppError('BAD_REQUEST', `At most ${rule.max} ${rule.label}`);
  }
}
