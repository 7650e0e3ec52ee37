import multipart from '@fastify/multipart';
import { FRAME_IMAGE_LIMITS } from '@frameshop/contracts/catalogue';
import { AppError } from '@frameshop/domain/shared/errors';
import { authorize, type UseCase } from '@frameshop/domain/shared/use-case';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The bytes of each file sent under the image field, in order. Client file names are ignored. */
  files: Buffer[];
}

/** Registers the parser for this plugin scope only: JSON routes elsewhere never accept it. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: FRAME_IMAGE_LIMITS.maxFileBytes,
      files: FRAME_IMAGE_LIMITS.maxFiles,
      parts: FRAME_IMAGE_LIMITS.maxParts,
      fieldSize: 100_000,
      fields: FRAME_IMAGE_LIMITS.maxParts,
    },
  });
}

/** Reads a multipart body: text fields, and files from `fileField` only. */
async function readForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const form: MultipartForm = { fields: {}, files: [] };
  for await (const part of request.parts()) {
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
  return form;
}

/**
 * A legacy multipart endpoint over a use case. Access is checked before a byte of the body
 * is read, so anonymous callers cannot make the server buffer uploads.
 */
export function multipartRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  options: {
    method: HTTPMethods;
    url: string;
    useCase: UseCase<S, R>;
    fileField: string;
    input: (form: MultipartForm, request: FastifyRequest) => unknown;
    status?: number;
    output: (result: R) => unknown;
  },
): void {
  app.route({
    method: options.method,
    url: options.url,
    handler: async (request, reply) => {
      const ctx = request.serviceContext();
      authorize(ctx.actor, options.useCase.access);
      const form = await readForm(request, options.fileField);
      const result = await options.useCase.execute(ctx, options.input(form, request));
      return reply.status(options.status ?? 200).send(options.output(result));
    },
  });
}
