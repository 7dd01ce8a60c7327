import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCESS_CODE_VALID_DAYS } from '#core/schemas';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import {
  useCreateOfficialCodes,
  usePreviewOfficialCodes,
  type OfficialCodesPreview,
} from '../../api/official-codes';
import { CodesPreview } from './codes-preview';
import { readTextFile } from './read-text-file';
import { useAdminContext } from '../../hooks/use-admin-context';
import { CreateCodesButtons } from './create-codes-buttons';
import { createdCodesMessage } from './created-codes-message';
import { ValidDaysField, validDaysOf } from './valid-days-field';
import { FileFailure, ListFileField, PreviewButton, useFilePreview } from './file-preview';

const FILE_ID = 'official-codes-file';
const DAYS_ID = 'official-codes-days';
const SEND_ID = 'official-codes-send';

/**
 * Codes for many official candidates at once: a file of (candidate number, email) lines, a
 * preview of who gets a code by email and who by a printed letter (refused lines with their
 * numbers and reasons), and nothing is made before "Luo koodit".
 */
export function OfficialCodesUpload({
  municipalityId,
  onDone,
}: {
  municipalityId: string;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const preview = usePreviewOfficialCodes(municipalityId);
  const create = useCreateOfficialCodes(municipalityId);
  const { file, setFile, shown, setShown, clear, fileInput, previewHeading } =
    useFilePreview<OfficialCodesPreview>([preview, create]);
  const [days, setDays] = useState(String(ACCESS_CODE_VALID_DAYS));
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  const [sendEmail, setSendEmail] = useState(true);
  const [fieldError, setFieldError] = useState<{ file?: string; days?: string }>({});

  const validDays = validDaysOf(days);

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    const problems = {
      ...(file ? {} : { file: t('admin.official.import.chooseFile') }),
      ...(validDays !== null ? {} : { days: t('admin.official.codes.daysInvalid') }),
    };
    setFieldError(problems);
    if (problems.file || problems.days) {
      document.getElementById(problems.file ? FILE_ID : DAYS_ID)?.focus();
      return;
    }
    const csv = await readTextFile(file!);
    preview.mutate(csv, { onSuccess: setShown });
  }

  function onConfirm() {
    if (!shown) return;
    if (validDays === null) {
      // The days were changed to something else after the preview.
      setFieldError({ days: t('admin.official.codes.daysInvalid') });
      document.getElementById(DAYS_ID)?.focus();
      return;
    }
    create.mutate(
      {
        rows: shown.rows.map((r) => ({ candidate_number: r.candidate_number, email: r.email })),
        valid_days: validDays,
        send_email: sendEmail,
      },
      {
        onSuccess: (created) => {
          clear();
          onDone(createdCodesMessage(t, created, emailEnabled));
        },
      },
    );
  }

  return (
    <>
      <form
        onSubmit={(e) => void onPreview(e)}
        noValidate
        aria-label={t('admin.official.codes.heading')}
      >
        <ListFileField
          id={FILE_ID}
          label={t('admin.official.codes.file')}
          hint={t('admin.official.codes.fileHint')}
          error={fieldError.file}
          inputRef={fileInput}
          onChoose={(chosen) => {
            setFile(chosen);
            setShown(null);
            setFieldError({});
          }}
        />
        <ValidDaysField id={DAYS_ID} value={days} onChange={setDays} error={fieldError.days} />
        {!emailEnabled && <p className="notice">{t('admin.codes.mailOff')}</p>}
        <div className="field" hidden={!emailEnabled}>
          <div className="choice">
            <input
              type="checkbox"
              id={SEND_ID}
              className="choice__input"
              checked={sendEmail}
              onChange={(e) => {
                setSendEmail(e.currentTarget.checked);
              }}
            />
            <label className="choice__label" htmlFor={SEND_ID}>
              {t('admin.codes.form.send')}
            </label>
          </div>
        </div>
        <PreviewButton pending={preview.isPending} />
      </form>
      <FileFailure error={preview.error ?? create.error} />
      {shown && (
        <section aria-labelledby="official-codes-preview-heading">
          <h3 id="official-codes-preview-heading" ref={previewHeading} tabIndex={-1}>
            {t('admin.official.codes.previewHeading')}
          </h3>
          <CodesPreview preview={shown} />
          <CreateCodesButtons
            count={shown.rows.length}
            pending={create.isPending}
            disabled={shown.rows.length === 0}
            onCreate={onConfirm}
            cancelLabel={t('admin.official.cancel')}
            onCancel={() => {
              clear();
              onDone(t('admin.official.codes.cancelled'));
            }}
          />
        </section>
      )}
      <p>
        <Link to={paths.officialLetters(municipalityId)}>{t('admin.official.letters.link')}</Link>
      </p>
    </>
  );
}
