import { useLocation } from 'react-router';
import { Steps } from '#web/components/steps';
import { useLocale, useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { STEP_HEADING_ID, useStepFocus } from '../hooks/use-step-focus';
import { formatDateTime } from '../lib/format';
import type { ThankYouState } from './check-answers-step';
import { ContactAndHome } from './organizer-contact';

function municipalityOf(state: unknown): string | null {
  const name = (state as Partial<ThankYouState> | null)?.municipalityName;
  return typeof name === 'string' && name !== '' ? name : null;
}

function correctUntilOf(state: unknown): string | null {
  const until = (state as Partial<ThankYouState> | null)?.correctUntil;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : null;
}

/** After sending: what happens next. The draft has been removed from this device. */
export function ThankYou() {
  const t = useT();
  usePageTitle(t('candidate.title', { title: t('candidate.thanks.title') }));
  const locale = useLocale();
  const { state } = useLocation();
  const municipality = municipalityOf(state);
  const correctUntil = correctUntilOf(state);
  useStepFocus('valmis', null);
  return (
    <div className="page cs-page">
      <div className="notice notice--success cs-thanks">
        <h1 id={STEP_HEADING_ID} tabIndex={-1}>
          {t('candidate.thanks.heading')}
        </h1>
      </div>
      <h2>{t('candidate.thanks.next')}</h2>
      <Steps
        className="cs-steps"
        steps={[
          { title: t('candidate.thanks.reviewTitle'), text: t('candidate.thanks.reviewText') },
          {
            title: t('candidate.thanks.visibleTitle'),
            text: municipality
              ? t('candidate.thanks.visibleTextIn', { municipality })
              : t('candidate.thanks.visibleText'),
          },
          { title: t('candidate.thanks.emailTitle'), text: t('candidate.thanks.emailText') },
        ]}
      />
      <p>
        {correctUntil
          ? t('candidate.thanks.correctUntil', { date: formatDateTime(correctUntil, locale) })
          : t('candidate.thanks.correct')}{' '}
        {t('candidate.thanks.removed')}
      </p>
      <ContactAndHome
        lead={t('candidate.thanks.contactLead')}
        fallback={t('candidate.thanks.contact')}
      />
    </div>
  );
}
