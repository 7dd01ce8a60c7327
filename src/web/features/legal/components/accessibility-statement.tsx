import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { ControllerContact } from './controller-contact';

const STATEMENT_DATE = '22.11.2026';

export function AccessibilityStatement() {
  const t = useT();
  usePageTitle(t('a11y.title'));
  return (
    <article className="page prose">
      <h1>{t('a11y.heading')}</h1>
      <p className="lead">{t('a11y.lead')}</p>

      <section aria-labelledby="status">
        <h2 id="status">{t('a11y.statusHeading')}</h2>
        <p>{t('a11y.status')}</p>
      </section>

      <section aria-labelledby="known-issues">
        <h2 id="known-issues">{t('a11y.issuesHeading')}</h2>
        <ul>
          <li>{t('a11y.issue1')}</li>
          <li>{t('a11y.issue2')}</li>
          <li>{t('a11y.issue3')}</li>
          <li>{t('a11y.issue4')}</li>
          <li>{t('a11y.issue5')}</li>
        </ul>
      </section>

      <section aria-labelledby="features">
        <h2 id="features">{t('a11y.featuresHeading')}</h2>
        <ul>
          <li>{t('a11y.feature1')}</li>
          <li>{t('a11y.feature2')}</li>
          <li>{t('a11y.feature3')}</li>
          <li>{t('a11y.feature4')}</li>
          <li>{t('a11y.feature5')}</li>
          <li>{t('a11y.feature6')}</li>
        </ul>
      </section>

      <section aria-labelledby="assessment">
        <h2 id="assessment">{t('a11y.assessmentHeading')}</h2>
        <p>{t('a11y.assessment')}</p>
      </section>

      <section aria-labelledby="feedback">
        <h2 id="feedback">{t('a11y.feedbackHeading')}</h2>
        <p>{t('a11y.feedback')}</p>
        <ControllerContact fallback={t('a11y.feedbackFallback')} />
      </section>

      <section aria-labelledby="supervision">
        <h2 id="supervision">{t('a11y.supervisionHeading')}</h2>
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
      </section>

      <p className="muted">{t('a11y.dates', { date: STATEMENT_DATE })}</p>
    </article>
  );
}
