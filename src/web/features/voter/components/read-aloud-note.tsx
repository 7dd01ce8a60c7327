import { Link } from 'react-router';
import { usePaths, useT } from '#web/i18n/hooks';

/** Where the accessibility statement explains read-aloud and how to add a voice. */
export const READ_ALOUD_SECTION = 'read-aloud';

/**
 * Without a local voice in the page language: one short line and a link to the accessibility
 * statement's explanation (issue #36, part 0: the note used to take three to nine lines at A++
 * on every statement and above the results).
 */
export function ReadAloudNote() {
  const t = useT();
  const paths = usePaths();
  return (
    <p className="read-aloud read-aloud__note muted">
      {t('readAloud.noVoice')}{' '}
      <Link to={`${paths.accessibility()}#${READ_ALOUD_SECTION}`}>
        {t('readAloud.noVoiceLink')}
        <span className="visually-hidden">{t('readAloud.noVoiceLinkContext')}</span>
      </Link>
    </p>
  );
}
