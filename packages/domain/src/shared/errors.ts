import type { ErrorCode } from '@frameshop/contracts/shared/messages';
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
