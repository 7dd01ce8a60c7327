import { CATEGORIES } from '#core/questions';
import type { Statistics } from '../../api/admin-statistics';
import {
  WEEKDAY_NAMES,
  WEEKDAY_ORDER,
  formatCount,
  formatDate,
  formatHour,
  formatPercent,
} from './format';
import { StatisticsChart, type ChartRow, type ChartSeries } from './statistics-chart';

// Every distribution of the statistics as a chart with a text summary and a table.

const visitors: ChartSeries = { key: 'visitors', name: 'Kävijät', format: formatCount };
const matches: ChartSeries = { key: 'matches', name: 'Tallennetut tulokset', format: formatCount };
const candidates: ChartSeries = { key: 'candidates', name: 'Ehdokkaat', format: formatCount };
const average: ChartSeries = { key: 'average', name: 'Yhteensopivuus', format: formatPercent };

function row(label: string, key: string, values: Record<string, number>, axisLabel?: string) {
  return { key, label, axisLabel, values } satisfies ChartRow;
}

/** "Eniten: klo 14–15 (12)." for the row with the largest value of `series`. */
function largest(rows: readonly ChartRow[], series: ChartSeries, prefix = 'Eniten'): string {
  let best: ChartRow | undefined;
  for (const r of rows) {
    if (!best || (r.values[series.key] ?? 0) > (best.values[series.key] ?? 0)) best = r;
  }
  return best ? `${prefix}: ${best.label} (${series.format(best.values[series.key] ?? 0)}).` : '';
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

export function StatisticsCharts({ statistics: s }: { statistics: Statistics }) {
  const dates = byDateRows(s);
  const hours = s.hourlyDistribution.map((h) =>
    row(formatHour(h.hour), String(h.hour), { visitors: h.count }, String(h.hour)),
  );
  const weekdayCounts = new Map(s.weekdayDistribution.map((d) => [d.day, d.count]));
  const weekdays = WEEKDAY_ORDER.map((day) =>
    row(WEEKDAY_NAMES[day] ?? day, day, { visitors: weekdayCounts.get(day) ?? 0 }, day),
  );
  const cities = s.topCities.map((c) => row(c.city, c.city, { visitors: c.count }));
  const categories = CATEGORIES.map((c) => row(c, c, { average: s.categoryMatches[c] ?? 0 }));
  const parties = s.partyDistribution.map((p) => row(p.party, p.party, { matches: p.count }));
  const partyAverages = s.averageMatchByParty.map((p) =>
    row(p.party, p.party, { average: p.average }),
  );
  const ages = s.ageGroups.map((g) => row(`${g.group} v.`, g.group, { candidates: g.count }));
  const professions = s.topProfessions.map((p) =>
    row(p.profession, p.profession, { candidates: p.count }),
  );

  return (
    <>
      <h2>Kävijät</h2>
      <StatisticsChart
        title="Kävijät ja tulokset päivittäin"
        summary={`${formatCount(dates.length)} ${dates.length === 1 ? 'päivä' : 'päivää'}. Kävijöitä yhteensä ${formatCount(total(dates, 'visitors'))}, tallennettuja tuloksia ${formatCount(total(dates, 'matches'))}. ${largest(dates, visitors, 'Eniten kävijöitä')} Yhtenäinen viiva: kävijät, katkoviiva: tulokset.`}
        kind="lines"
        labelHeader="Päivä"
        series={[visitors, matches]}
        rows={dates}
        emptyMessage="Valitulla ajalla ei ole kävijöitä eikä tuloksia."
      />
      <StatisticsChart
        title="Kävijät kellonajoittain"
        summary={`Kävijät kellonajan mukaan (Suomen aikaa). ${largest(hours, visitors)}`}
        kind="columns"
        labelHeader="Kellonaika"
        series={[visitors]}
        rows={hours}
        emptyMessage="Valitulla ajalla ei ole kävijöitä."
      />
      <StatisticsChart
        title="Kävijät viikonpäivittäin"
        summary={`Kävijät viikonpäivän mukaan. ${largest(weekdays, visitors)}`}
        kind="columns"
        labelHeader="Viikonpäivä"
        series={[visitors]}
        rows={weekdays}
        emptyMessage="Valitulla ajalla ei ole kävijöitä."
      />
      <StatisticsChart
        title="Kävijät kunnittain"
        summary={`Kunnat, joissa on eniten kävijöitä (enintään viisi). ${largest(cities, visitors)}`}
        kind="bars"
        labelHeader="Kunta"
        series={[visitors]}
        rows={cities}
        emptyMessage="Valitulla ajalla ei ole kävijöitä."
      />

      <h2>Tulokset</h2>
      <StatisticsChart
        title="Yhteensopivuus aihealueittain"
        summary={`Tallennettujen tulosten keskimääräinen yhteensopivuus kunkin aihealueen kysymyksissä. ${largest(categories, average, 'Suurin')}`}
        kind="bars"
        labelHeader="Aihealue"
        series={[average]}
        rows={categories}
        maxValue={100}
        emptyMessage="Valitulla ajalla ei ole tallennettuja tuloksia."
      />
      <StatisticsChart
        title="Parhaat osumat puolueittain"
        summary={`Kuinka monessa tallennetussa tuloksessa paras ehdokas oli kunkin puolueen. ${largest(parties, matches)}`}
        kind="bars"
        labelHeader="Puolue"
        series={[matches]}
        rows={parties}
        emptyMessage="Valitulla ajalla ei ole tallennettuja tuloksia."
      />
      <StatisticsChart
        title="Keskimääräinen yhteensopivuus puolueittain"
        summary={`Tallennettujen tulosten keskimääräinen yhteensopivuus sen puolueen mukaan, jonka ehdokas oli paras osuma. ${largest(partyAverages, average, 'Suurin')}`}
        kind="bars"
        labelHeader="Puolue"
        series={[average]}
        rows={partyAverages}
        maxValue={100}
        emptyMessage="Valitulla ajalla ei ole tallennettuja tuloksia."
      />

      <h2>Ehdokkaat</h2>
      <StatisticsChart
        title="Ehdokkaat ikäryhmittäin"
        summary={`Hyväksyttyjen ehdokkaiden määrä ikäryhmittäin. ${largest(ages, candidates)}`}
        kind="columns"
        labelHeader="Ikäryhmä"
        series={[candidates]}
        rows={ages}
        emptyMessage="Ehdokkaita ei ole vielä."
      />
      <StatisticsChart
        title="Ehdokkaiden yleisimmät ammatit"
        summary={`Enintään kahdeksan yleisintä ammattia. ${largest(professions, candidates)}`}
        kind="bars"
        labelHeader="Ammatti"
        series={[candidates]}
        rows={professions}
        emptyMessage="Ehdokkaita ei ole vielä."
      />
    </>
  );
}
