import type { ConsentRecord } from '#core/consent';
import { SummaryList } from '#web/components/summary-list';
import { useT } from '#web/i18n/hooks';
import { formatDateTime } from '../../lib/date-time';

/** The consents stored with a submission (docs/product.md, "Consent"), for the reviewer. */
export function ConsentView({ consent }: { consent: ConsentRecord }) {
  const t = useT();
  const given = (at: string | null) =>
    at === null
      ? t('admin.submissions.consent.notGiven')
      : t('admin.submissions.consent.givenAt', { date: formatDateTime(at) });
  return (
    <>
      <h3>{t('admin.submissions.consent.heading')}</h3>
      <SummaryList
        rows={[
          {
            key: 'publish',
            title: t('admin.submissions.consent.publish'),
            value: given(consent.publish_at),
          },
          {
            key: 'open-data',
            title: t('admin.submissions.consent.openData'),
            value: given(consent.open_data_at),
          },
          {
            key: 'text',
            title: t('admin.submissions.consent.text'),
            value: [
              consent.version
                ? t('admin.submissions.consent.textValue', {
                    version: consent.version,
                    language: consent.language ?? '–',
                  })
                : '–',
              consent.recorded_by
                ? t('admin.submissions.consent.recordedBy', { id: consent.recorded_by })
                : t('admin.submissions.consent.byCandidate'),
            ].join('. '),
          },
        ]}
      />
    </>
  );
}
