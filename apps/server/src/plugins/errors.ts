import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MAP, toAppError } from '@frameshop/domain/shared/errors';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';

export interface HttpErrorBody {
  /** The legacy screens read either field, so both carry the same human text. */
  message: string;
  error: string;
  code: string;
  details?: { path: string; message: string }[];
}

// Fastify's own 4xx errors, in words a person understands.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  // @fastify/multipart's limits (spec: images up to 5 MB each).
  FST_REQ_FILE_TOO_LARGE: 'Each image must be at most 5 MB',
  FST_FILES_LIMIT: 'Too many images in one request',
  FST_PARTS_LIMIT: 'Too many form fields in one request',
  FST_FIELDS_LIMIT: 'Too many form fields in one request',
  FST_PROTO_VIOLATION: 'Invalid form field name',
  // The router's own refusals (frameworkErrors): never the address echoed back.
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

export function toHttpError(error: unknown): { status: number; body: HttpErrorBody } {
  const appError = toAppError(error);
  if (appError) {
    const status = ERROR_MAP[appError.code].http;
    return { status, body: errorBody(appError.message, appError.code, appError.details) };
  }
  const fe = error as FastifyError;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = FASTIFY_MESSAGES[fe.code] ?? (fe.message || 'Bad request');
    return { status, body: errorBody(message, CODES[status] ?? 'BAD_REQUEST') };
  }
  // Never a stack, an SQL fragment or a driver message in a 5xx body.
  return { status: 500, body: errorBody('Internal server error', 'INTERNAL') };
}

/** Every error body the server writes, from here or from a plugin that answers early. */
export function errorBody(
  message: string,
  code: string,
  details?: HttpErrorBody['details'],
): HttpErrorBody {
  return details ? { message, error: message, code, details } : { message, error: message, code };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.message);
    if (status === 429) reply.header('retry-after', '900');
    // Something we depend on is down for a moment (the database, the payment gateway).
    if (status === 503) reply.header('retry-after', '30');
    return reply.status(status).send(body);
  });
});

/**
 * What the router refuses before any route or error handler runs (a malformed percent-escape,
 * a path parameter past maxParamLength): Fastify's default answer is in its own shape and
 * repeats the whole address; this one is in ours.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, body } = toHttpError(error);
  reply.code(status).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/**
 * Answers what Node refuses before a request reaches Fastify (a request not received within
 * `requestTimeout`, oversized headers, malformed HTTP) in the same body shape as every other
 * error, then closes the connection. Replaces Fastify's default `clientErrorHandler`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code] ?? { status: 400, message: 'Bad request' };
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(errorBody(message, CODES[status] ?? 'BAD_REQUEST'));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
