import type { Statistics } from '../../api/admin-statistics';
import { formatCount, formatPercent } from './format';
import { useT } from '#web/i18n/hooks';

/** The headline figures as a description list of cards. */
export function KeyFigures({ statistics: s }: { statistics: Statistics }) {
  const t = useT();
  const figures = [
    {
      term: t('admin.statistics.visitors'),
      value: formatCount(s.totalVisitors),
      note: t('admin.statistics.visitors.note'),
    },
    {
      term: t('admin.statistics.matches'),
      value: formatCount(s.totalMatches),
      note: t('admin.statistics.matches.note'),
    },
    {
      term: t('admin.statistics.averageMatch'),
      value: formatPercent(s.averageMatch),
      note: t('admin.statistics.averageMatch.note'),
    },
    {
      term: t('admin.statistics.completionRate'),
      value: formatPercent(s.completionRate),
      note: t('admin.statistics.completionRate.note'),
    },
    {
      term: t('admin.statistics.candidates'),
      value: formatCount(s.candidateCount),
      note: t('admin.statistics.candidates.note'),
    },
  ];
  return (
    <dl className="statistics-figures">
      {figures.map((f) => (
        <div key={f.term} className="statistics-figure">
          <dt className="statistics-figure__term">{f.term}</dt>
          <dd className="statistics-figure__value">{f.value}</dd>
          <dd className="statistics-figure__note">{f.note}</dd>
        </div>
      ))}
    </dl>
  );
}
