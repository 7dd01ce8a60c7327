import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { ControllerContact } from './controller-contact';
import { LegalSection } from './legal-section';
import { Hyphenated } from '#web/components/hyphenated';

const STATEMENT_CREATED = '22.11.2026';
const STATEMENT_UPDATED = '27.11.2026';

export function AccessibilityStatement() {
  const t = useT();
  usePageTitle(t('a11y.title'));
  return (
    <article className="page prose">
      <h1>
        <Hyphenated text={t('a11y.heading')} />
      </h1>
      <p className="lead">{t('a11y.lead')}</p>

      <LegalSection id="status" heading={t('a11y.statusHeading')}>
        <p>{t('a11y.status')}</p>
      </LegalSection>

      <LegalSection id="known-issues" heading={t('a11y.issuesHeading')}>
        <ul>
          <li>{t('a11y.issue1')}</li>
          <li>{t('a11y.issue2')}</li>
          <li>{t('a11y.issue3')}</li>
          <li>{t('a11y.issue4')}</li>
          <li>{t('a11y.issue5')}</li>
        </ul>
      </LegalSection>

      <LegalSection id="features" heading={t('a11y.featuresHeading')}>
        <ul>
          <li>{t('a11y.feature1')}</li>
          <li>{t('a11y.feature2')}</li>
          <li>{t('a11y.feature3')}</li>
          <li>{t('a11y.feature4')}</li>
          <li>{t('a11y.feature5')}</li>
          <li>{t('a11y.feature6')}</li>
        </ul>
      </LegalSection>

      <LegalSection id="read-aloud" heading={t('a11y.readAloudHeading')}>
        <p>{t('a11y.readAloud')}</p>
      </LegalSection>

      <LegalSection id="assessment" heading={t('a11y.assessmentHeading')}>
        <p>{t('a11y.assessment')}</p>
        <p>{t('a11y.screenReaderCheck')}</p>
      </LegalSection>

      <LegalSection id="feedback" heading={t('a11y.feedbackHeading')}>
        <p>{t('a11y.feedback')}</p>
        <ControllerContact fallback={t('a11y.feedbackFallback')} />
      </LegalSection>

      <LegalSection id="supervision" heading={t('a11y.supervisionHeading')}>
        <p>{t('a11y.supervision')}</p>
        <h3>{t('a11y.supervisorContacts')}</h3>
        <address className="address">
          {t('a11y.supervisorName')}
          <br />
          {t('a11y.supervisorNote')}
          <br />
          <a href="https://www.saavutettavuusvaatimukset.fi">www.saavutettavuusvaatimukset.fi</a>
        </address>
        <p>{t('a11y.supervisorMore')}</p>
      </LegalSection>

      <p className="muted">
        {t('a11y.dates', { created: STATEMENT_CREATED, updated: STATEMENT_UPDATED })}
      </p>
    </article>
  );
}
