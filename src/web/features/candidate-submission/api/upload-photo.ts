import { ErrorCode } from '#core/error-codes';

/**
 * The photo upload uses XMLHttpRequest, not fetch: only XHR reports upload progress, and a
 * 10 MB photo on a slow connection needs a progress bar.
 */

import type { Language } from '#core/language';
import { PHOTO_MESSAGES } from '#core/photos';
import type { UploadedPhoto } from '#server/features/uploads/uploads.schemas';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The error of a failed response: the server's message when it sent one (in the language the
 * request asked for), else our own in `language`.
 */
export function uploadErrorFrom(
  status: number,
  body: string,
  language: Language = 'fi',
): UploadError {
  try {
    const payload = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = payload.error ?? {};
    if (typeof code === 'string' && typeof message === 'string' && message !== '') {
      return new UploadError(code, message);
    }
  } catch {
    // Not our JSON (a proxy's error page): fall through.
  }
  if (status === 413) {
    return new UploadError(ErrorCode.UploadTooLarge, PHOTO_MESSAGES.tooLarge[language]);
  }
  return new UploadError(`http_${String(status)}`, PHOTO_MESSAGES.unknown[language]);
}

export interface PhotoUpload {
  promise: Promise<string>;
  abort: () => void;
}

/**
 * Starts the upload; `onProgress` gets 0-100. Resolves with the stored photo's URL. Errors come
 * in `language` (the server's too: the request asks for it).
 */
export function uploadCandidatePhoto(
  file: File,
  code: string,
  onProgress: (percent: number) => void,
  language: Language = 'fi',
): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/uploads/candidate-photo');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          const { url } = JSON.parse(xhr.responseText) as Partial<UploadedPhoto>;
          if (typeof url === 'string') {
            resolve(url);
            return;
          }
        } catch {
          // Handled below.
        }
        reject(new UploadError(ErrorCode.InvalidResponse, PHOTO_MESSAGES.unknown[language]));
        return;
      }
      reject(uploadErrorFrom(xhr.status, xhr.responseText, language));
    };
    xhr.onerror = () => {
      reject(new UploadError(ErrorCode.NetworkError, PHOTO_MESSAGES.network[language]));
    };
    xhr.onabort = () => {
      reject(new UploadError(ErrorCode.UploadAborted, PHOTO_MESSAGES.aborted[language]));
    };
    const form = new FormData();
    form.append('code', code);
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
