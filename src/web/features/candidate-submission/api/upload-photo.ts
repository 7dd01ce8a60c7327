/**
 * The photo upload uses XMLHttpRequest, not fetch: only XHR reports upload progress, and a
 * 10 MB photo on a slow connection needs a progress bar.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const failed = (reason: string) => `Kuvan lataaminen epäonnistui: ${reason}`;
export const UPLOAD_NETWORK_ERROR = 'Kuvan lataaminen epäonnistui. Yritä myöhemmin uudelleen.';
export const UPLOAD_TYPE_ERROR = failed('tiedosto ei ole JPEG-, PNG- tai WebP-kuva.');
export const UPLOAD_SIZE_ERROR = failed('tiedosto on liian suuri (enintään 10 Mt).');
const UNKNOWN_ERROR = failed('Tuntematon virhe');

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The same checks the server makes first, so a wrong file is told about without waiting. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_ERROR;
  if (file.size > MAX_PHOTO_BYTES) return UPLOAD_SIZE_ERROR;
  return null;
}

/** The error of a failed response: the server's Finnish message when it sent one. */
export function uploadErrorFrom(status: number, body: string): UploadError {
  try {
    const payload = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = payload.error ?? {};
    if (typeof code === 'string' && typeof message === 'string' && message !== '') {
      return new UploadError(code, message);
    }
  } catch {
    // Not our JSON (a proxy's error page): fall through.
  }
  if (status === 413) return new UploadError('upload_too_large', UPLOAD_SIZE_ERROR);
  return new UploadError(`http_${String(status)}`, UNKNOWN_ERROR);
}

export interface PhotoUpload {
  promise: Promise<string>;
  abort: () => void;
}

/** Starts the upload; `onProgress` gets 0-100. Resolves with the stored photo's URL. */
export function uploadCandidatePhoto(
  file: File,
  code: string,
  onProgress: (percent: number) => void,
): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/uploads/candidate-photo');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          const { url } = JSON.parse(xhr.responseText) as { url?: unknown };
          if (typeof url === 'string') {
            resolve(url);
            return;
          }
        } catch {
          // Handled below.
        }
        reject(new UploadError('invalid_response', UNKNOWN_ERROR));
        return;
      }
      reject(uploadErrorFrom(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      reject(new UploadError('network_error', UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      reject(new UploadError('aborted', 'Kuvan lataaminen keskeytettiin.'));
    };
    const form = new FormData();
    form.append('code', code);
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
