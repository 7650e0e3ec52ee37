import type { AppRouter } from '@frameshop/api/root';
import { isTRPCClientError, type TRPCClientError } from '@trpc/client';
import { UploadError } from './upload';

/**
 * A tRPC error typed by the server's error formatter (packages/api/src/trpc.ts): its `data`
 * is `{ code, httpStatus, path, details }`, so a change of that shape breaks this build.
 */
export type ApiError = TRPCClientError<AppRouter>;

/** One field's problem as the server reports it: `path` is dotted ("sizes.0.price"). */
export type FieldProblem = NonNullable<NonNullable<ApiError['data']>['details']>[number];

export function isApiError(error: unknown): error is ApiError {
  return isTRPCClientError<AppRouter>(error);
}

/** The human message the server sent (tRPC or a legacy multipart route), if any. */
export function serverMessage(error: unknown): string | null {
  if ((isApiError(error) || error instanceof UploadError) && error.message) return error.message;
  return null;
}

export function httpStatus(error: unknown): number | null {
  if (isApiError(error)) return error.data?.httpStatus ?? null;
  if (error instanceof UploadError) return error.status;
  return null;
}

/** The field-by-field problems of a 400, or none. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (isApiError(error)) return error.data?.details ?? [];
  if (error instanceof UploadError) return error.details;
  return [];
}
