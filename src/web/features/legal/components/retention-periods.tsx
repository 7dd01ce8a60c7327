import { ACCESS_CODE_VALID_DAYS, afterPeriod, periodLength, RETENTION } from '#core/retention';
import { useLanguage, useLocale, useT } from '#web/i18n/hooks';

/** 2025-04-13 in the page locale: 13.4.2025. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
}

/**
 * The privacy page's retention periods. Every period comes from src/core/retention.ts, the same
 * source the server's retention job deletes by; the period's wording comes from there too, in the
 * page language.
 */
export function RetentionPeriods({ electionDate }: { electionDate?: string | null | undefined }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const after = (days: number) => afterPeriod(days, language);
  const election =
    electionDate && /^\d{4}-\d{2}-\d{2}$/.test(electionDate)
      ? formatDay(electionDate, locale)
      : 'none';
  return (
    <>
      <p>{t('retention.intro')}</p>
      <h3>{t('retention.votersHeading')}</h3>
      <ul>
        <li>{t('retention.voterRecords', { period: after(RETENTION.voterRecords.days) })}</li>
      </ul>
      <h3>{t('retention.candidatesHeading')}</h3>
      <ul>
        <li>
          {t('retention.candidateData', {
            period: after(RETENTION.candidateData.days),
            election,
          })}
        </li>
        <li>{t('retention.candidateRemoved')}</li>
        <li>
          {t('retention.rejectedSubmissions', {
            period: after(RETENTION.rejectedSubmissions.days),
          })}
        </li>
        <li>
          {t('retention.accessCodes', {
            days: ACCESS_CODE_VALID_DAYS,
            period: after(RETENTION.expiredAccessCodes.days),
          })}
        </li>
        <li>
          {t('retention.unattachedPhotos', { period: after(RETENTION.unattachedPhotos.days) })}
        </li>
      </ul>
      <h3>{t('retention.adminsHeading')}</h3>
      <ul>
        <li>{t('retention.adminData')}</li>
        <li>{t('retention.invitations', { period: after(RETENTION.expiredInvitations.days) })}</li>
        <li>
          {t('retention.auditLog', { period: periodLength(RETENTION.auditLog.days, language) })}
        </li>
      </ul>
      <h3>{t('retention.mailHeading')}</h3>
      <ul>
        <li>
          {t('retention.mail', {
            bodies: after(RETENTION.mailBodies.days),
            records: after(RETENTION.mailRecords.days),
          })}
        </li>
      </ul>
      <h3>{t('retention.abuseHeading')}</h3>
      <ul>
        <li>{t('retention.rateLimits', { period: after(RETENTION.rateLimits.days) })}</li>
      </ul>
    </>
  );
}
