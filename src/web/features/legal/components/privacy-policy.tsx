import { lazy, Suspense } from 'react';
import { loadCatalogs } from '#web/i18n/catalogs';
import { useLocale, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { usePlainT } from '#web/lib/plain-language';
import { usePageTitle } from '#web/lib/use-page-title';
import { usePublicSettings } from '../api/public-settings';
import { ControllerContact } from './controller-contact';
import { LegalSection } from './legal-section';
import { formatDay, RetentionPeriods } from './retention-periods';
import { Hyphenated } from '#web/components/hyphenated';
import { RETENTION } from '#core/retention';

const UPDATED = '2026-11-28';

// Loaded, with its catalog, only for a voter who chose "Selkokieli" (on Finnish pages).
const PlainSummary = lazy(async () => {
  const [PlainPrivacySummary] = await Promise.all([
    import('./plain-privacy-summary').then((module) => module.PlainPrivacySummary),
    loadCatalogs('fi', ['selko']),
  ]);
  return { default: PlainPrivacySummary };
});

export function PrivacyPolicy() {
  const t = useT();
  const plainT = usePlainT();
  const locale = useLocale();
  usePageTitle(t('privacy.title'));
  const settings = usePublicSettings();
  const electionName = settings.data?.election_name?.trim();
  const strong = [<strong key="strong" />];

  return (
    <article className="page prose">
      <h1>
        <Hyphenated text={t('privacy.heading')} />
      </h1>
      <p className="lead">{t('privacy.lead')}</p>
      {plainT && (
        <Suspense fallback={null}>
          <PlainSummary />
        </Suspense>
      )}
      {electionName && <p>{t('privacy.electionName', { name: electionName })}</p>}

      <LegalSection id="controller" heading={t('privacy.controllerHeading')}>
        <p>{t('privacy.controller')}</p>
        <ControllerContact fallback={t('privacy.controllerFallback')} />
      </LegalSection>

      <LegalSection id="voters" heading={t('privacy.votersHeading')}>
        <p>{t('privacy.votersIntro')}</p>

        <h3>{t('privacy.storedHeading')}</h3>
        <ul>
          <li>
            <Msg id="privacy.storedUserId" components={strong} />
          </li>
          <li>
            <Msg id="privacy.storedVisit" components={strong} />
          </li>
          <li>
            <Msg id="privacy.storedResult" components={strong} />
          </li>
        </ul>

        <h3>{t('privacy.notStoredHeading')}</h3>
        <ul>
          <li>
            <Msg id="privacy.notStoredAnswers" components={strong} />
          </li>
          <li>{t('privacy.notStoredCookies')}</li>
          <li>{t('privacy.notStoredTracking')}</li>
        </ul>

        <h3>{t('privacy.purposeHeading')}</h3>
        <p>{t('privacy.purpose')}</p>
        <p>{t('privacy.logs')}</p>
      </LegalSection>

      <LegalSection id="candidates" heading={t('privacy.candidatesHeading')}>
        <p>{t('privacy.candidatesIntro')}</p>
        <ul>
          <li>{t('privacy.candidateDetails')}</li>
          <li>{t('privacy.candidatePhoto')}</li>
          <li>{t('privacy.candidateAnswers')}</li>
          <li>{t('privacy.candidateEmail')}</li>
          <li>{t('privacy.candidateDecision')}</li>
          <li>{t('privacy.candidateConsent')}</li>
        </ul>
        <p>{t('privacy.candidatesPurpose')}</p>
        <p>{t('privacy.candidatesBasis')}</p>
        <p>{t('privacy.candidatesOpenData')}</p>
        <p>{t('privacy.candidatesWithdraw')}</p>
        <p>{t('privacy.consentRecords', { days: RETENTION.auditLog.days })}</p>
      </LegalSection>

      <LegalSection id="admins" heading={t('privacy.adminsHeading')}>
        <p>{t('privacy.admins')}</p>
      </LegalSection>

      <LegalSection id="retention" heading={t('privacy.retentionHeading')}>
        <RetentionPeriods electionDate={settings.data?.election_date} />
      </LegalSection>

      <LegalSection id="disclosures" heading={t('privacy.disclosuresHeading')}>
        <p>{t('privacy.disclosures')}</p>
      </LegalSection>

      <LegalSection id="rights" heading={t('privacy.rightsHeading')}>
        <p>{t('privacy.rightsIntro')}</p>
        <ul>
          <li>{t('privacy.rightAccess')}</li>
          <li>{t('privacy.rightRectify')}</li>
          <li>{t('privacy.rightErase')}</li>
          <li>{t('privacy.rightObject')}</li>
          <li>{t('privacy.rightWithdraw')}</li>
        </ul>
        <p>
          <Msg
            id="privacy.rightsHow"
            components={[<a key="supervisor" href={t('privacy.supervisorUrl')} />]}
          />
        </p>
      </LegalSection>

      <LegalSection id="security" heading={t('privacy.securityHeading')}>
        <p>{t('privacy.security')}</p>
      </LegalSection>

      <p className="muted">{t('privacy.updated', { date: formatDay(UPDATED, locale) })}</p>
    </article>
  );
}
