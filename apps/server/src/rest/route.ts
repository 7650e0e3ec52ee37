import type { HttpUseCase } from '@frameshop/domain/shared/use-case';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { coerceBySchema } from './coerce';

/**
 * A legacy REST endpoint over a use case: pick the input out of the request, let the use
 * case authorize and validate it, shape the answer. Nothing else belongs here. Only
 * `HttpUseCase`s fit: a 'system' use case cannot be routed (it does not type-check).
 */
export function restRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  options: {
    method: HTTPMethods;
    url: string;
    useCase: HttpUseCase<S, R>;
    input?: (request: FastifyRequest) => unknown;
    status?: number;
    output?: (result: R) => unknown;
    /** Response headers that depend on the answer (a file's content type, say). */
    headers?: (result: R) => Record<string, string>;
  },
): void {
  const { useCase, input = (r) => r.body, status = 200, output = (r) => r } = options;
  app.route({
    method: options.method,
    url: options.url,
    config: { access: useCase.access },
    handler: async (request, reply) => {
      const raw = coerceBySchema(useCase.input, input(request));
      const result = await useCase.execute(request.serviceContext(), raw);
      if (options.headers) reply.headers(options.headers(result));
      return reply.status(status).send(output(result));
    },
  });
}

export function params(request: FastifyRequest): Record<string, string> {
  return request.params as Record<string, string>;
}
