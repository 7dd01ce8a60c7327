import { useT } from '#web/i18n/hooks';
import type { SubmissionDetail } from '../../api/submissions';

/** "2026-11-20" → "20.11.2026". */
const finnishDay = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${String(Number(day))}.${String(Number(month))}.${year ?? ''}`;
};

/**
 * A submission an admin typed in from a signed paper form: the mark, the day the form arrived,
 * and who may approve it (a second admin of the municipality, when there is one).
 */
export function PaperMark({ data }: { data: SubmissionDetail }) {
  const t = useT();
  if (!data.paper_mark || !data.paper_received_on) return null;
  return (
    <div className="notice">
      <p>
        <strong>{data.paper_mark}</strong>{' '}
        {t('admin.submissions.paperReceived', {
          date: finnishDay(data.paper_received_on),
        })}
      </p>
      <p>{t('admin.submissions.paperReview')}</p>
    </div>
  );
}
