import { TRPCClientError } from '@trpc/client';

/** The human message the server sent (our error formatter makes it one), if any. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TRPCClientError && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return null;
}

export function httpStatus(error: unknown): number | null {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    return typeof status === 'number' ? status : null;
  }
  return null;
}
