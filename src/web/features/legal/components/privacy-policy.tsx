import { useLocale, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { usePageTitle } from '#web/lib/use-page-title';
import { usePublicSettings } from '../api/public-settings';
import { ControllerContact } from './controller-contact';
import { formatDay, RetentionPeriods } from './retention-periods';

const UPDATED = '2026-11-22';

export function PrivacyPolicy() {
  const t = useT();
  const locale = useLocale();
  usePageTitle(t('privacy.title'));
  const settings = usePublicSettings();
  const electionName = settings.data?.election_name?.trim();
  const strong = [<strong key="strong" />];

  return (
    <article className="page prose">
      <h1>{t('privacy.heading')}</h1>
      <p className="lead">{t('privacy.lead')}</p>
      {electionName && <p>{t('privacy.electionName', { name: electionName })}</p>}

      <section aria-labelledby="controller">
        <h2 id="controller">{t('privacy.controllerHeading')}</h2>
        <p>{t('privacy.controller')}</p>
        <ControllerContact fallback={t('privacy.controllerFallback')} />
      </section>

      <section aria-labelledby="voters">
        <h2 id="voters">{t('privacy.votersHeading')}</h2>
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
      </section>

      <section aria-labelledby="candidates">
        <h2 id="candidates">{t('privacy.candidatesHeading')}</h2>
        <p>{t('privacy.candidatesIntro')}</p>
        <ul>
          <li>{t('privacy.candidateDetails')}</li>
          <li>{t('privacy.candidatePhoto')}</li>
          <li>{t('privacy.candidateAnswers')}</li>
          <li>{t('privacy.candidateEmail')}</li>
          <li>{t('privacy.candidateDecision')}</li>
        </ul>
        <p>{t('privacy.candidatesPurpose')}</p>
        <p>{t('privacy.candidatesBasis')}</p>
      </section>

      <section aria-labelledby="admins">
        <h2 id="admins">{t('privacy.adminsHeading')}</h2>
        <p>{t('privacy.admins')}</p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention">{t('privacy.retentionHeading')}</h2>
        <RetentionPeriods electionDate={settings.data?.election_date} />
      </section>

      <section aria-labelledby="disclosures">
        <h2 id="disclosures">{t('privacy.disclosuresHeading')}</h2>
        <p>{t('privacy.disclosures')}</p>
      </section>

      <section aria-labelledby="rights">
        <h2 id="rights">{t('privacy.rightsHeading')}</h2>
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
      </section>

      <section aria-labelledby="security">
        <h2 id="security">{t('privacy.securityHeading')}</h2>
        <p>{t('privacy.security')}</p>
      </section>

      <p className="muted">{t('privacy.updated', { date: formatDay(UPDATED, locale) })}</p>
    </article>
  );
}
