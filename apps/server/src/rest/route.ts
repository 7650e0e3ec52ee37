import type { HttpUseCase } from '@frameshop/domain/shared/use-case';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { coerceBySchema } from './coerce';

interface RestRouteOptions<S extends z.ZodType, R> {
  method: HTTPMethods;
  url: string;
  useCase: HttpUseCase<S, R>;
  input?: (request: FastifyRequest) => unknown;
  status?: number;
  /** Response headers that depend on the answer (a file's content type, say). */
  headers?: (result: R) => Record<string, string>;
  /** The success body's media type when it is not JSON ('text/csv', 'image/*'). */
  produces?: string;
}

/**
 * A legacy REST endpoint over a use case: pick the input out of the request, let the use
 * case authorize and validate it, shape the answer. Nothing else belongs here. Only
 * `HttpUseCase`s fit: a 'system' use case cannot be routed (it does not type-check).
 * `response` is the success body's schema, for the OpenAPI document (GET /api/openapi.json):
 * without `output` it must fit the use case's result, with it what `output` returns.
 */
export function restRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  options: RestRouteOptions<S, R> & { output?: undefined; response?: z.ZodType<R> },
): void;
export function restRoute<S extends z.ZodType, R, O>(
  app: FastifyInstance,
  options: RestRouteOptions<S, R> & { output: (result: R) => O; response?: z.ZodType<O> },
): void;
export function restRoute<S extends z.ZodType, R, O>(
  app: FastifyInstance,
  options: RestRouteOptions<S, R> & { output?: (result: R) => O; response?: z.ZodType<O> },
): void {
  const { useCase, input = (r) => r.body, status = 200 } = options;
  const output = options.output ?? ((r: R) => r as unknown as O);
  app.route({
    method: options.method,
    url: options.url,
    config: {
      access: useCase.access,
      input: useCase.input,
      openapi: {
        status,
        useCase: useCase.name,
        response: options.response,
        produces: options.produces,
      },
    },
    handler: async (request, reply) => {
      const raw = textToTypes(useCase.input, request, input(request));
      const result = await useCase.execute(request.serviceContext(), raw);
      if (options.headers) reply.headers(options.headers(result));
      return reply.status(status).send(output(result));
    },
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Converts the text the request carries (path, query) to the schema's types, but never what a
 * JSON body sent: JSON has numbers, so `"quantity": "2"` is the caller's mistake and a 400, as
 * on tRPC. A top-level key whose value is the JSON body's own (same key, same value) is kept as
 * sent; multipart fields are text, and multipart routes convert them themselves.
 */
function textToTypes(schema: z.ZodType, request: FastifyRequest, picked: unknown): unknown {
  const converted = coerceBySchema(schema, picked);
  const body = request.body;
  if (!isRecord(body) || !isRecord(picked) || !isRecord(converted)) return converted;
  // What the URL carried is text to convert even where the body repeats it under the same key.
  const urlText = new Set<unknown>([
    ...Object.values(isRecord(request.params) ? request.params : {}),
    ...Object.values(isRecord(request.query) ? request.query : {}),
  ]);
  const kept = { ...converted };
  for (const [key, value] of Object.entries(picked)) {
    if (Object.hasOwn(body, key) && body[key] === value && !urlText.has(value)) kept[key] = value;
  }
  return kept;
}

export function params(request: FastifyRequest): Record<string, string> {
  return request.params as Record<string, string>;
}
