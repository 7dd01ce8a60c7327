import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPhotoFile, PHOTO_MESSAGES } from '#core/photos';
import { ErrorCode } from '#core/error-codes';
import { useLanguage } from '#web/i18n/hooks';
import { uploadCandidatePhoto, UploadError } from '../api/upload-photo';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'error'; message: string };

/** Uploads one photo at a time with progress; a new choice or leaving the page cancels the last. */
export function usePhotoUpload(code: string, onUploaded: (url: string) => void) {
  const language = useLanguage();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abortRef = useRef<(() => void) | null>(null);
  const onUploadedRef = useRef(onUploaded);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(
    () => () => {
      abortRef.current?.();
    },
    [],
  );

  const start = useCallback(
    (file: File) => {
      abortRef.current?.();
      abortRef.current = null;
      const problem = checkPhotoFile(file, language);
      if (problem) {
        setState({ status: 'error', message: problem });
        return;
      }
      setState({ status: 'uploading', percent: 0 });
      const upload = uploadCandidatePhoto(
        file,
        code,
        (percent) => {
          setState((previous) =>
            previous.status === 'uploading' ? { status: 'uploading', percent } : previous,
          );
        },
        language,
      );
      abortRef.current = upload.abort;
      upload.promise.then(
        (url) => {
          if (abortRef.current !== upload.abort) return;
          abortRef.current = null;
          setState({ status: 'idle' });
          onUploadedRef.current(url);
        },
        (error: unknown) => {
          if (abortRef.current !== upload.abort) return;
          abortRef.current = null;
          if (error instanceof UploadError && error.code === ErrorCode.UploadAborted) {
            setState({ status: 'idle' });
            return;
          }
          setState({
            status: 'error',
            message:
              error instanceof UploadError ? error.message : PHOTO_MESSAGES.network[language],
          });
        },
      );
    },
    [code, language],
  );

  const cancel = useCallback(() => {
    const abort = abortRef.current;
    abortRef.current = null;
    abort?.();
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => {
    setState((previous) => (previous.status === 'error' ? { status: 'idle' } : previous));
  }, []);

  return { state, start, cancel, reset };
}
