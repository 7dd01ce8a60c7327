import { useRef, useState, type FormEvent } from 'react';
import { ErrorCode } from '#core/error-codes';
import { isApiError } from '#web/lib/api';
import { useT } from '#web/i18n/hooks';
import {
  useImportOfficialList,
  usePreviewOfficialImport,
  type ImportSummary,
} from '../../api/official-list';
import { useAdminContext } from '../../hooks/use-admin-context';
import { ImportChanges } from './import-changes';
import { ImportPreview } from './import-preview';
import { ImportRemovals } from './import-removals';
import { FileFailure, ListFileField, PreviewButton, useFilePreview } from './file-preview';

const FILE_ID = 'official-list-file';

/**
 * Choose the Ministry's file, see what importing it would change, then import or cancel. The
 * server writes nothing before "Tuo ehdokkaat".
 */
export function OfficialImport({
  municipalityId,
  onDone,
}: {
  /** Only this municipality's rows; null: every participating municipality (super admin). */
  municipalityId: string | null;
  /** Announces the outcome ("Ehdokaslista tuotiin..." or "Tuonti peruttiin..."). */
  onDone: (message: string) => void;
}) {
  const t = useT();
  const { nameOf } = useAdminContext();
  const preview = usePreviewOfficialImport(municipalityId);
  const importList = useImportOfficialList(municipalityId);
  const { file, setFile, shown, setShown, clear, fileInput, previewHeading } = useFilePreview<{
    file: File;
    summary: ImportSummary;
  }>([preview, importList]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [takeFile, setTakeFile] = useState<ReadonlySet<number>>(new Set());
  const [confirmRemovals, setConfirmRemovals] = useState(false);
  const [removalsError, setRemovalsError] = useState<string | null>(null);
  const removalsCheckbox = useRef<HTMLInputElement>(null);

  function reset() {
    clear();
    setTakeFile(new Set());
    setConfirmRemovals(false);
    setRemovalsError(null);
  }

  function onPreview(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFieldError(t('admin.official.import.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    setFieldError(null);
    setConfirmRemovals(false);
    setRemovalsError(null);
    preview.mutate(file, { onSuccess: (summary) => setShown({ file, summary }) });
  }

  function onConfirm() {
    if (!shown) return;
    if (shown.summary.removals_with_codes > 0 && !confirmRemovals) {
      setRemovalsError(t('admin.official.removals.confirmFirst'));
      removalsCheckbox.current?.focus();
      return;
    }
    const { file: shownFile } = shown;
    importList.mutate(
      {
        file: shownFile,
        takeFile: [...takeFile],
        confirmRemovals: confirmRemovals ? shown.summary.removals_token : null,
      },
      {
        onError: (error) => {
          if (!isApiError(error) || error.code !== ErrorCode.RemovalsUnconfirmed) return;
          // The removals changed since this preview (another import, or codes made meanwhile):
          // show the current ones and ask again; the server's message stays above them.
          setConfirmRemovals(false);
          preview.mutate(shownFile, {
            onSuccess: (summary) => setShown({ file: shownFile, summary }),
          });
        },
        onSuccess: (summary) => {
          const total = (key: 'new' | 'changed' | 'removed' | 'unchanged') =>
            summary.municipalities.reduce((n, m) => n + m[key], 0);
          reset();
          onDone(
            t('admin.official.imported', {
              new: total('new'),
              changed: total('changed'),
              removed: total('removed'),
              unchanged: total('unchanged'),
            }) +
              ' ' +
              (summary.refused_total > 0
                ? t('admin.official.importedRefused', { refused: summary.refused_total })
                : '') +
              t('admin.official.importedNext'),
          );
        },
      },
    );
  }

  return (
    <>
      <form onSubmit={onPreview} noValidate>
        <ListFileField
          id={FILE_ID}
          label={t('admin.official.import.file')}
          hint={t('admin.official.import.fileHint')}
          error={fieldError ?? undefined}
          inputRef={fileInput}
          onChoose={(chosen) => {
            setFile(chosen);
            setShown(null);
            setFieldError(null);
          }}
        />
        <PreviewButton pending={preview.isPending} />
      </form>
      <FileFailure error={preview.error ?? importList.error} />
      {shown && (
        <section aria-labelledby="official-preview-heading">
          <h2 id="official-preview-heading" ref={previewHeading} tabIndex={-1}>
            {t('admin.official.preview.heading', { file: shown.file.name })}
          </h2>
          <ImportPreview summary={shown.summary} nameOf={nameOf} />
          <ImportChanges
            summary={shown.summary}
            takeFile={takeFile}
            onToggle={(id) =>
              setTakeFile((before) => {
                const next = new Set(before);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
          />
          <ImportRemovals
            summary={shown.summary}
            confirmed={confirmRemovals}
            onConfirmedChange={(confirmed) => {
              setConfirmRemovals(confirmed);
              if (confirmed) setRemovalsError(null);
            }}
            error={removalsError}
            checkbox={removalsCheckbox}
          />
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={importList.isPending || shown.summary.municipalities.length === 0}
              onClick={onConfirm}
            >
              {importList.isPending ? t('admin.official.importing') : t('admin.official.confirm')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={importList.isPending}
              onClick={() => {
                reset();
                onDone(t('admin.official.cancelled'));
              }}
            >
              {t('admin.official.cancel')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
