import { Link } from 'react-router';
import { useT } from '#web/i18n/hooks';

/** "Takaisin" above the step (GOV.UK back link); the browser's own Back button works as well. */
export function BackLink({ to }: { to: string }) {
  const t = useT();
  return (
    <p className="cs-back">
      <Link className="cs-back__link" to={to}>
        {t('candidate.back')}
      </Link>
    </p>
  );
}
