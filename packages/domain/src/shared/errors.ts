import { type ErrorCode, unavailableMessages } from '@frameshop/contracts/shared/messages';
import { isDatabaseUnavailable } from '@frameshop/db/unavailable';
import { ZodError } from 'zod';

/** The one error services throw. The message is safe to show to the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

/** The single table both the tRPC error formatter and Fastify's error handler read. */
export const ERROR_MAP: Record<ErrorCode, { http: number; trpc: TrpcCode }> = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  /** A service we depend on (the payment gateway) is down: try again later. */
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
};

/** Turns a zod failure into a 400 whose message reads like a sentence, field by field. */
export function validationError(error: ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = [...new Set(details.map((d) => d.message))].join('. ');
  return new AppError('BAD_REQUEST', message || 'Invalid input', details);
}

export function isZodError(error: unknown): error is ZodError {
  return error instanceof ZodError;
}

/**
 * What an error means to the caller, for both adapters: an AppError as is, a zod failure as a
 * 400, a database that cannot be reached as a 503 that says to try again (a driver's words never
 * reach a client); null for anything else, which is an internal fault (500).
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isZodError(error)) return validationError(error);
  if (isDatabaseUnavailable(error))
    return new AppError('UNAVAILABLE', unavailableMessages.database);
  return null;
}
