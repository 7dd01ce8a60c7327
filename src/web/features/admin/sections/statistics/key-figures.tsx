import type { Statistics } from '../../api/admin-statistics';
import { formatCount, formatPercent } from './format';

/** The headline figures as a description list of cards. */
export function KeyFigures({ statistics: s }: { statistics: Statistics }) {
  const figures = [
    { term: 'Kävijät', value: formatCount(s.totalVisitors), note: 'Eri kävijät päivittäin' },
    {
      term: 'Tallennetut tulokset',
      value: formatCount(s.totalMatches),
      note: 'Kävijät, jotka näkivät tuloksensa',
    },
    {
      term: 'Keskimääräinen yhteensopivuus',
      value: formatPercent(s.averageMatch),
      note: 'Parhaan ehdokkaan osuma keskimäärin',
    },
    {
      term: 'Vastausaste',
      value: formatPercent(s.completionRate),
      note: 'Tallennetut tulokset kävijöistä',
    },
    { term: 'Ehdokkaat', value: formatCount(s.candidateCount), note: 'Hyväksytyt ehdokkaat' },
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
