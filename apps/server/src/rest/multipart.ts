import multipart from '@fastify/multipart';
import { AppError } from '@frameshop/domain/shared/errors';
import type { HttpUseCase } from '@frameshop/domain/shared/use-case';
import type { FastifyError, FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { coerceBySchema } from './coerce';

/** What one multipart route accepts; every route states its own (spec: images up to 5 MB). */
export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Text fields plus files. */
  maxParts: number;
  /** Bytes of one text field (a JSON list of variants, say). */
  maxFieldBytes?: number;
  /**
   * Requests of this route being read at once: each may hold `maxFileBytes` in memory, so
   * this bounds the route's memory whatever many clients send (429 beyond it).
   */
  maxInFlight?: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The bytes of each file sent under the file field, in order. Client file names are ignored. */
  files: Buffer[];
}

/**
 * Registers the parser for this plugin scope only: JSON routes elsewhere never accept it.
 * The scope's limits are the strictest; each route passes its own when it reads the body.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 1, files: 0, parts: 1, fieldSize: 1, fields: 0 },
  });
}

/** Reads a multipart body within `limits`: text fields, and files from `fileField` only. */
async function readForm(
  request: FastifyRequest,
  fileField: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  const parts = request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      parts: limits.maxParts,
      fields: limits.maxParts,
      fieldSize: limits.maxFieldBytes ?? 100_000,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw new AppError('BAD_REQUEST', `Unexpected file field '${part.fieldname}'`);
        }
        // Throws 413 when the file passes the per-file limit; nothing has been stored yet.
        form.files.push(await part.toBuffer());
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw malformedAsBadRequest(error);
  }
  return form;
}

/**
 * The parser's own limit errors carry a 4xx status (413, 400); anything else it throws means
 * the body is not well-formed multipart (a missing boundary, a truncated part): the caller's
 * fault, so a 400, never a 500.
 */
function malformedAsBadRequest(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as FastifyError)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', 'The form data is malformed. Please send it again.');
}

/**
 * A legacy multipart endpoint over a use case. Access is checked before a byte of the body
 * is read, so anonymous callers cannot make the server buffer uploads. Files go to the use
 * case beside its input, never inside it.
 */
export function multipartRoute<S extends z.ZodType, R, O>(
  app: FastifyInstance,
  options: {
    method: HTTPMethods;
    url: string;
    useCase: HttpUseCase<S, R>;
    fileField: string;
    limits: MultipartLimits;
    input: (fields: Record<string, string>, request: FastifyRequest) => unknown;
    /** The success status, or how the result decides it (create-or-update: 201 or 200). */
    status?: number | ((result: R) => number);
    output: (result: R) => O;
    /** The success body's schema, for the OpenAPI document; it must fit what `output` returns. */
    response?: z.ZodType<O>;
  },
): void {
  const { useCase } = options;
  let inFlight = 0;
  app.route({
    method: options.method,
    url: options.url,
    config: {
      access: useCase.access,
      input: useCase.input,
      body: 'multipart',
      openapi: {
        // A status decided by the result is a create-or-update: 201 or 200.
        status: typeof options.status === 'function' ? [201, 200] : (options.status ?? 200),
        useCase: useCase.name,
        fileField: options.fileField,
        response: options.response,
      },
    },
    handler: async (request, reply) => {
      const ctx = request.serviceContext();
      // Who may, and whether their throttle and quota allow it, before a byte is read.
      await useCase.admit(ctx);
      const max = options.limits.maxInFlight ?? Number.POSITIVE_INFINITY;
      if (inFlight >= max) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Many uploads are arriving right now. Please try again in a moment.',
        );
      }
      inFlight++;
      try {
        const form = await readForm(request, options.fileField, options.limits);
        const raw = coerceBySchema(useCase.input, options.input(form.fields, request));
        const result = await useCase.execute(ctx, raw, form.files);
        const status =
          typeof options.status === 'function' ? options.status(result) : (options.status ?? 200);
        return reply.status(status).send(options.output(result));
      } finally {
        inFlight--;
      }
    },
  });
}
