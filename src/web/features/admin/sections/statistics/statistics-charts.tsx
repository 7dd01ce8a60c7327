import { partyName } from '#core/parties';
import { CATEGORIES } from '#core/questions';
import type { MessageId } from '#web/i18n/catalogs';
import { useT, type Translate } from '#web/i18n/hooks';
import type { Statistics } from '../../api/admin-statistics';
import { WEEKDAY_NAMES, WEEKDAY_ORDER, formatCount, formatDate, formatPercent } from './format';
import {
  StatisticsChart,
  type ChartKind,
  type ChartRow,
  type ChartSeries,
} from './statistics-chart';

// Every distribution of the statistics as a chart with a text summary and a table.

function seriesOf(t: Translate) {
  return {
    visitors: { key: 'visitors', name: t('admin.statistics.visitors'), format: formatCount },
    matches: { key: 'matches', name: t('admin.statistics.matches'), format: formatCount },
    candidates: { key: 'candidates', name: t('admin.statistics.candidates'), format: formatCount },
    average: { key: 'average', name: t('admin.statistics.match'), format: formatPercent },
  } satisfies Record<string, ChartSeries>;
}

function row(label: string, key: string, values: Record<string, number>, axisLabel?: string) {
  return { key, label, axisLabel, values } satisfies ChartRow;
}

type Largest = 'most' | 'mostVisitors' | 'highest';

/** "Eniten: klo 14–15 (12)." for the row with the largest value of `series`. */
function largest(
  t: Translate,
  rows: readonly ChartRow[],
  series: ChartSeries,
  kind: Largest = 'most',
): string {
  let best: ChartRow | undefined;
  for (const r of rows) {
    if (!best || (r.values[series.key] ?? 0) > (best.values[series.key] ?? 0)) best = r;
  }
  if (!best) return '';
  const value = series.format(best.values[series.key] ?? 0);
  return t('admin.statistics.largest', { kind, label: best.label, value });
}

const total = (rows: readonly ChartRow[], key: string) =>
  rows.reduce((sum, r) => sum + (r.values[key] ?? 0), 0);

function byDateRows(s: Statistics): ChartRow[] {
  const days = new Map<string, Record<string, number>>();
  for (const d of s.visitorsByDate) days.set(d.date, { visitors: d.count, matches: 0 });
  for (const d of s.matchesByDate) {
    days.set(d.date, { visitors: days.get(d.date)?.visitors ?? 0, matches: d.count });
  }
  return [...days.keys()].sort().map((date) => {
    const [, m, d] = date.split('-');
    return row(formatDate(date), date, days.get(date) ?? {}, `${Number(d)}.${Number(m)}.`);
  });
}

/** The summary sentence of a chart: its own text, then the largest value. */
function summaryOf(t: Translate, id: MessageId, most: string): string {
  return t(id, { largest: most });
}

export function StatisticsCharts({ statistics: s }: { statistics: Statistics }) {
  const t = useT();
  const { visitors, matches, candidates, average } = seriesOf(t);
  const dates = byDateRows(s);
  const hours = s.hourlyDistribution.map((h) =>
    row(
      t('admin.statistics.hour', { from: h.hour, to: (h.hour + 1) % 24 }),
      String(h.hour),
      { visitors: h.count },
      String(h.hour),
    ),
  );
  const weekdayCounts = new Map(s.weekdayDistribution.map((d) => [d.day, d.count]));
  const weekdays = WEEKDAY_ORDER.map((day) =>
    row(t(WEEKDAY_NAMES[day]), day, { visitors: weekdayCounts.get(day) ?? 0 }, day),
  );
  const cities = s.topCities.map((c) => row(c.city, c.city, { visitors: c.count }));
  const categories = CATEGORIES.map((c) => row(c, c, { average: s.categoryMatches[c] ?? 0 }));
  const parties = s.partyDistribution.map((p) =>
    row(partyName(p.party), p.party, { matches: p.count }),
  );
  const partyAverages = s.averageMatchByParty.map((p) =>
    row(partyName(p.party), p.party, { average: p.average }),
  );
  const ages = s.ageGroups.map((g) =>
    row(t('admin.statistics.ageGroup', { group: g.group }), g.group, { candidates: g.count }),
  );
  const professions = s.topProfessions.map((p) =>
    row(p.profession, p.profession, { candidates: p.count }),
  );

  return (
    <>
      <h2>{t('admin.statistics.visitors')}</h2>
      <StatisticsChart
        title={t('admin.statistics.byDate')}
        summary={t('admin.statistics.byDate.summary', {
          days: dates.length,
          visitors: formatCount(total(dates, 'visitors')),
          matches: formatCount(total(dates, 'matches')),
          largest: largest(t, dates, visitors, 'mostVisitors'),
        })}
        kind="lines"
        labelHeader={t('admin.statistics.byDate.label')}
        series={[visitors, matches]}
        rows={dates}
        emptyMessage={t('admin.statistics.empty.visitorsOrMatches')}
      />
      <OneSeriesCharts
        emptyMessage={t('admin.statistics.empty.visitors')}
        charts={[
          {
            title: 'admin.statistics.byHour',
            summary: 'admin.statistics.byHour.summary',
            kind: 'columns',
            labelHeader: 'admin.statistics.byHour.label',
            series: visitors,
            rows: hours,
          },
          {
            title: 'admin.statistics.byWeekday',
            summary: 'admin.statistics.byWeekday.summary',
            kind: 'columns',
            labelHeader: 'admin.statistics.byWeekday.label',
            series: visitors,
            rows: weekdays,
          },
          {
            title: 'admin.statistics.byCity',
            summary: 'admin.statistics.byCity.summary',
            kind: 'bars',
            labelHeader: 'admin.statistics.municipality',
            series: visitors,
            rows: cities,
          },
        ]}
      />

      <h2>{t('admin.statistics.results')}</h2>
      <OneSeriesCharts
        emptyMessage={t('admin.statistics.empty.matches')}
        charts={[
          {
            title: 'admin.statistics.byCategory',
            summary: 'admin.statistics.byCategory.summary',
            kind: 'bars',
            labelHeader: 'admin.statistics.byCategory.label',
            series: average,
            rows: categories,
            largestAs: 'highest',
            maxValue: 100,
          },
          {
            title: 'admin.statistics.byParty',
            summary: 'admin.statistics.byParty.summary',
            kind: 'bars',
            labelHeader: 'admin.statistics.party',
            series: matches,
            rows: parties,
          },
          {
            title: 'admin.statistics.partyAverage',
            summary: 'admin.statistics.partyAverage.summary',
            kind: 'bars',
            labelHeader: 'admin.statistics.party',
            series: average,
            rows: partyAverages,
            largestAs: 'highest',
            maxValue: 100,
          },
        ]}
      />

      <h2>{t('admin.statistics.candidates')}</h2>
      <OneSeriesCharts
        emptyMessage={t('admin.statistics.empty.candidates')}
        charts={[
          {
            title: 'admin.statistics.byAge',
            summary: 'admin.statistics.byAge.summary',
            kind: 'columns',
            labelHeader: 'admin.statistics.byAge.label',
            series: candidates,
            rows: ages,
          },
          {
            title: 'admin.statistics.professions',
            summary: 'admin.statistics.professions.summary',
            kind: 'bars',
            labelHeader: 'admin.statistics.professions.label',
            series: candidates,
            rows: professions,
          },
        ]}
      />
    </>
  );
}

/** A chart of one series whose summary names the row with the largest value. */
interface OneSeriesChart {
  title: MessageId;
  /** The summary sentence; its `largest` is filled in. */
  summary: MessageId;
  kind: ChartKind;
  labelHeader: MessageId;
  series: ChartSeries;
  rows: readonly ChartRow[];
  /** How the summary names the largest value (default "Eniten"). */
  largestAs?: Largest;
  maxValue?: number;
}

/** Charts of one series each, with the same text when there is nothing to draw. */
function OneSeriesCharts({
  charts,
  emptyMessage,
}: {
  charts: readonly OneSeriesChart[];
  emptyMessage: string;
}) {
  const t = useT();
  return charts.map((chart) => (
    <StatisticsChart
      key={chart.title}
      title={t(chart.title)}
      summary={summaryOf(t, chart.summary, largest(t, chart.rows, chart.series, chart.largestAs))}
      kind={chart.kind}
      labelHeader={t(chart.labelHeader)}
      series={[chart.series]}
      rows={chart.rows}
      maxValue={chart.maxValue}
      emptyMessage={emptyMessage}
    />
  ));
}
