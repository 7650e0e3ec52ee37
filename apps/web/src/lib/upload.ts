import type { HttpErrorBody } from '@frameshop/server/plugins/errors';

/**
 * Multipart requests with upload progress. fetch() cannot report upload progress, so this is
 * the one place XMLHttpRequest is used; the session cookie rides along (same origin).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's field-by-field problems (its error body's `details`). */
    readonly details: NonNullable<HttpErrorBody['details']> = [],
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** What a legacy route answers on failure (apps/server/src/plugins/errors.ts), possibly absent. */
function errorBody(response: unknown): Partial<HttpErrorBody> {
  return response && typeof response === 'object' ? response : {};
}

export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response);
        return;
      }
      const body = errorBody(xhr.response);
      reject(
        new UploadError(
          body.error ?? body.message ?? `Request failed (${xhr.status})`,
          xhr.status,
          body.details,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new UploadError('Network error: check your connection and try again', 0));
    xhr.send(form);
  });
}
