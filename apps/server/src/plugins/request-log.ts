import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Probes that run every few seconds: logged at debug unless they fail. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One log line per request, when it is answered, instead of Fastify's two ("incoming request"
 * and "request completed"): method, path without the query (queries can carry tokens or search
 * terms), status and milliseconds, under the request's `reqId`. So the once-shown demo
 * passwords at start do not scroll away under a page load's worth of request lines.
 *
 * Errors stay logged: a response that failed is logged at error with its cause, and the
 * other error lines (the error handler's in plugins/errors.ts, stream and serializer
 * errors) are untouched.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const status = reply.statusCode;
    const line = {
      method: request.method,
      url: path,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    const message = `${request.method} ${path} ${status}`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else if (PROBES.has(path) && status < 400) request.log.debug(line, message);
    else request.log.info(line, message);
  }
}
