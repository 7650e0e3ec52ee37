import {
  AppError,
  ERROR_MAP,
  isZodError,
  toAppError,
  validationError,
} from '@frameshop/domain/shared/errors';
import { TRPCError } from '@trpc/server';

/**
 * AppError -> TRPCError through the shared table (a database that cannot be reached is one:
 * toAppError); anything else is an opaque 500.
 */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  // A zod failure here is not the caller's input (tRPC parsed that): an internal fault.
  const appError = isZodError(error) ? null : toAppError(error);
  if (appError) {
    return new TRPCError({
      code: ERROR_MAP[appError.code].trpc,
      message: appError.message,
      cause: appError,
    });
  }
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Internal server error',
    cause: error instanceof Error ? error : undefined,
  });
}

/** The human message for a tRPC error: zod input failures read as sentences, 5xx say nothing. */
export function describeTRPCError(error: TRPCError): {
  message: string;
  details?: { path: string; message: string }[];
} {
  if (error.code === 'INTERNAL_SERVER_ERROR') return { message: 'Internal server error' };
  if (isZodError(error.cause)) {
    const v = validationError(error.cause);
    return { message: v.message, details: v.details };
  }
  if (error.cause instanceof AppError)
    return { message: error.cause.message, details: error.cause.details };
  return { message: error.message };
}
