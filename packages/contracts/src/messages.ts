/** Error codes every layer agrees on; the HTTP and tRPC mapping lives with AppError. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
