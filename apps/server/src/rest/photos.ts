import { PHOTO_LIMITS } from '@frameshop/contracts/orders/photos';
import { photoSchema } from '@frameshop/contracts/orders/responses';
import {
  type PhotoFile,
  photoOriginal,
  photoPreview,
  uploadPhoto,
} from '@frameshop/domain/orders/photos.service';
import type { FastifyInstance } from 'fastify';
import { multipartRoute, registerMultipart } from './multipart';
import { params, restRoute } from './route';

/**
 * Shoppers' photos for custom frames (issue 10; not a legacy path). Upload: one file under
 * `photo`, up to 25 MB. The preview answers whoever holds the key, the original only admins.
 * Both are private to the browser (never in a shared cache) and sandboxed like /uploads.
 */
const fileHeaders = (file: PhotoFile) => ({
  'content-type': file.contentType,
  'cache-control': 'private, max-age=86400',
  'content-security-policy': 'sandbox',
});

export async function photoRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);

  multipartRoute(app, {
    method: 'POST',
    url: '/photos',
    useCase: uploadPhoto,
    fileField: 'photo',
    // At most 4 photos (100 MB) are held in memory at once; the throttle and the day's quota
    // are checked before a byte is read (the use case's `admit`).
    limits: { maxFileBytes: PHOTO_LIMITS.maxFileBytes, maxFiles: 1, maxParts: 2, maxInFlight: 4 },
    // No fields are expected: any sent are refused by the use case's strict input.
    input: (fields) => (Object.keys(fields).length > 0 ? fields : undefined),
    status: 201,
    output: (photo) => photo,
    response: photoSchema,
  });
  restRoute(app, {
    method: 'GET',
    url: '/photos/:photoKey/preview',
    useCase: photoPreview,
    input: (r) => ({ photoKey: params(r).photoKey }),
    headers: fileHeaders,
    output: (file) => file.data,
    produces: 'image/*',
  });
  restRoute(app, {
    method: 'GET',
    url: '/photos/:photoKey/original',
    useCase: photoOriginal,
    input: (r) => ({ photoKey: params(r).photoKey }),
    headers: (file) => ({ ...fileHeaders(file), 'content-disposition': 'attachment' }),
    output: (file) => file.data,
    produces: 'image/*',
  });
}
