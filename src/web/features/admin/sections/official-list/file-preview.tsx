import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';

// Upload, preview, confirm: the steps the official list's import and the codes file share. The
// admin chooses a file, the server answers what it would do, the preview's heading takes the
// focus, and nothing is written before the admin confirms (or everything is cleared on cancel).

/**
 * The chosen file and the preview on screen. `clear()` empties both, the file input too, and
 * resets the given mutations (their errors go with them).
 */
export function useFilePreview<Shown>(mutations: readonly { reset: () => void }[]) {
  const fileInput = useRef<HTMLInputElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (shown) previewHeading.current?.focus();
  }, [shown]);

  function clear() {
    setShown(null);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    for (const mutation of mutations) mutation.reset();
  }

  return { file, setFile, shown, setShown, clear, fileInput, previewHeading };
}

/** The file input of a list file (CSV or text), with its label, hint and error. */
export function ListFileField({
  id,
  label,
  hint,
  error,
  inputRef,
  onChoose,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A new file was chosen (null: the choice was emptied); the old preview no longer holds. */
  onChoose: (file: File | null) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(e) => {
            onChoose(e.currentTarget.files?.[0] ?? null);
          }}
        />
      )}
    </FormField>
  );
}

/** "Esikatsele" (busy while the server reads the file). */
export function PreviewButton({ pending }: { pending: boolean }) {
  const t = useT();
  return (
    <button type="submit" className="button button--primary" disabled={pending}>
      {pending ? t('admin.official.import.previewing') : t('admin.official.import.preview')}
    </button>
  );
}

/** The server's refusal of the preview or of the confirmation, read out at once. */
export function FileFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{error.message}</p>
    </div>
  );
}
