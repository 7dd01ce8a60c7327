import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { STEP_HEADING_ID, useStepFocus } from '../hooks/use-step-focus';
import { ContactAndHome } from './organizer-contact';

/**
 * After the answering deadline: a plain page that says so and whom to contact, with no code
 * field (no code can do anything now; admins can still correct the details).
 */
export function AnsweringClosed() {
  const t = useT();
  usePageTitle(t('candidate.title', { title: t('candidate.problem.closedTitle') }));
  useStepFocus('suljettu', null);
  return (
    <div className="page cs-page">
      <p className="eyebrow">{t('candidate.form')}</p>
      <h1 id={STEP_HEADING_ID} tabIndex={-1}>
        {t('candidate.problem.closedTitle')}
      </h1>
      <p className="lead">{t('candidate.problem.closed1')}</p>
      <ContactAndHome
        lead={t('candidate.problem.closedContact')}
        fallback={t('candidate.problem.closed2')}
      />
    </div>
  );
}
