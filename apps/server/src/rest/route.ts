import type { UseCase } from '@frameshop/domain/shared/use-case';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';

/**
 * A legacy REST endpoint over a use case: pick the input out of the request, let the use
 * case authorize and validate it, shape the answer. Nothing else belongs here.
 */
export function restRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  options: {
    method: HTTPMethods;
    url: string;
    useCase: UseCase<S, R>;
    input?: (request: FastifyRequest) => unknown;
    status?: number;
    output?: (result: R) => unknown;
  },
): void {
  const { useCase, input = (r) => r.body, status = 200, output = (r) => r } = options;
  app.route({
    method: options.method,
    url: options.url,
    handler: async (request, reply) => {
      const result = await useCase.execute(request.serviceContext(), input(request));
      return reply.status(status).send(output(result));
    },
  });
}

export function params(request: FastifyRequest): Record<string, string> {
  return request.params as Record<string, string>;
}
