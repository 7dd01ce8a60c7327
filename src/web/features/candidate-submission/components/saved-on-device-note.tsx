import { useT } from '#web/i18n/hooks';

/** The promise about where the unsent answers are kept (shown on every step). */
export function SavedOnDeviceNote() {
  const t = useT();
  return <p className="cs-note">{t('candidate.savedOnDevice')}</p>;
}
