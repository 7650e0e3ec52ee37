/**
 * Multipart requests with upload progress. fetch() cannot report upload progress, so this is
 * the one place XMLHttpRequest is used; the session cookie rides along (same origin).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
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
      const body = xhr.response as { message?: string; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else
        reject(
          new UploadError(
            body?.error ?? body?.message ?? `Request failed (${xhr.status})`,
            xhr.status,
          ),
        );
    };
    xhr.onerror = () =>
      reject(new UploadError('Network error: check your connection and try again', 0));
    xhr.send(form);
  });
}
