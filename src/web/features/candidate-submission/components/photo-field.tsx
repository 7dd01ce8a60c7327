import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldError } from '#web/components/form/form-field';
import { PHOTO_TYPES } from '#core/photos';
import { useT } from '#web/i18n/hooks';
import { usePhotoUpload } from '../hooks/use-photo-upload';

interface PhotoFieldProps {
  id: string;
  code: string;
  image: string | null;
  onChange: (image: string | null) => void;
  /** Set when the form was sent while the photo was still uploading. */
  error?: string;
  /** Reports whether an upload is going on, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The optional photo: a file input with a visible label, a progress bar while the photo goes up,
 * then a preview with "Poista kuva". Progress is shown, not read out; the start, the end and
 * failures are announced in a polite status region.
 */
export function PhotoField({
  id,
  code,
  image,
  onChange,
  error,
  onUploadingChange,
}: PhotoFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const upload = usePhotoUpload(code, (url) => {
    onChange(url);
    setAnnouncement(t('candidate.photo.uploaded'));
  });
  const { state } = upload;
  const uploading = state.status === 'uploading';

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const uploadError = state.status === 'error' ? state.message : undefined;
  const shownError = uploadError ?? error;
  const hintId = `${id}-hint`;
  const errorId = shownError ? `${id}-error` : undefined;
  const progressLabelId = `${id}-progress-label`;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    setAnnouncement(t('candidate.photo.started'));
    upload.start(file);
  }

  function handleRemove() {
    upload.reset();
    onChange(null);
    setAnnouncement(t('candidate.photo.removed'));
    inputRef.current?.focus();
  }

  function handleCancel() {
    upload.cancel();
    setAnnouncement(t('candidate.photo.cancelled'));
    inputRef.current?.focus();
  }

  return (
    <div className={shownError ? 'field field--error cs-photo' : 'field cs-photo'}>
      <label className="field__label" htmlFor={id}>
        {t('candidate.photo.label')}
      </label>
      <p className="field__hint" id={hintId}>
        {t('candidate.photo.hint')}
      </p>
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
      {image && (
        <div className="cs-photo__preview">
          <img className="cs-photo__image" src={image} alt={t('candidate.photo.preview')} />
          <button type="button" className="button button--secondary" onClick={handleRemove}>
            {t('candidate.photo.remove')}
          </button>
        </div>
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="cs-file-input"
        accept={PHOTO_TYPES.join(',')}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-invalid={shownError ? true : undefined}
        onChange={handleFile}
      />
      {/* The browser's own button would speak the browser's language; this label is the button. */}
      <label htmlFor={id} className="button button--secondary cs-file-button">
        {image ? t('candidate.photo.change') : t('candidate.photo.choose')}
      </label>
      {state.status === 'uploading' && (
        <div className="cs-upload">
          <p className="cs-upload__label" id={progressLabelId}>
            {t('candidate.photo.uploading', { percent: state.percent })}
          </p>
          <progress
            className="progress-bar"
            max={100}
            value={state.percent}
            aria-labelledby={progressLabelId}
          />
          <button type="button" className="button button--secondary" onClick={handleCancel}>
            {t('candidate.photo.cancel')}
          </button>
        </div>
      )}
      <div className="visually-hidden" role="status">
        {uploadError ? t('candidate.photo.error', { message: uploadError }) : announcement}
      </div>
    </div>
  );
}
