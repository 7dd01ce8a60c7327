import { partyName } from '#core/parties';
import { CATEGORIES } from '#core/questions';
import type { StatisticsRange } from '#core/statistics';
import { csvFile } from '../../shared/domain/csv';
import type { MunicipalitySummary, OverallStatistics, Statistics } from './statistics.service';

// CSV for Finnish Excel: UTF-8 with a byte order mark, semicolons between fields, decimal comma,
// CRLF line ends. Every figure is one row "osio;nimi;arvo" (section;name;value).

type Row = [section: string, name: string, value: string | number];

const count = (n: number) => String(n);
const decimal = (x: number) => x.toFixed(1).replace('.', ',');

function statisticsRows(s: Statistics, scopeName: string, range: StatisticsRange): Row[] {
  const rows: Row[] = [
    ['Yhteenveto', 'Kunta', scopeName],
    ['Yhteenveto', 'Alkupäivä', range.from ?? 'kaikki'],
    ['Yhteenveto', 'Loppupäivä', range.to ?? 'kaikki'],
    ['Yhteenveto', 'Kävijät', count(s.totalVisitors)],
    ['Yhteenveto', 'Tallennetut tulokset', count(s.totalMatches)],
    ['Yhteenveto', 'Keskimääräinen yhteensopivuus (%)', decimal(s.averageMatch)],
    ['Yhteenveto', 'Tuloksiin edenneet (%)', decimal(s.completionRate)],
    ['Yhteenveto', 'Ehdokkaat', count(s.candidateCount)],
  ];
  const add = (section: string, list: [string, string][]) =>
    list.forEach(([name, value]) => rows.push([section, name, value]));
  add(
    'Kävijät kaupungeittain',
    s.topCities.map((r) => [r.city, count(r.count)]),
  );
  add(
    'Kävijät päivittäin',
    s.visitorsByDate.map((r) => [r.date, count(r.count)]),
  );
  add(
    'Tulokset päivittäin',
    s.matchesByDate.map((r) => [r.date, count(r.count)]),
  );
  add(
    'Kävijät kellonajoittain',
    s.hourlyDistribution.map((r) => [`klo ${String(r.hour).padStart(2, '0')}`, count(r.count)]),
  );
  add(
    'Kävijät viikonpäivittäin',
    s.weekdayDistribution.map((r) => [r.day, count(r.count)]),
  );
  add(
    'Yhteensopivuus aihealueittain (%)',
    CATEGORIES.map((c) => [c, decimal(s.categoryMatches[c])]),
  );
  add(
    'Tulokset puolueittain',
    s.partyDistribution.map((r) => [partyName(r.party), count(r.count)]),
  );
  add(
    'Keskimääräinen yhteensopivuus puolueittain (%)',
    s.averageMatchByParty.map((r) => [partyName(r.party), decimal(r.average)]),
  );
  add(
    'Ehdokkaat ikäryhmittäin',
    s.ageGroups.map((r) => [r.group, count(r.count)]),
  );
  add(
    'Ehdokkaiden yleisimmät ammatit',
    s.topProfessions.map((r) => [r.profession, count(r.count)]),
  );
  return rows;
}

function municipalityRows(list: MunicipalitySummary[]): Row[] {
  const rows: Row[] = [];
  const label = (m: MunicipalitySummary) => `${m.name} (${m.municipality_id})`;
  const sections: [string, (m: MunicipalitySummary) => string][] = [
    ['Kunnittain: kävijät', (m) => count(m.totalVisitors)],
    ['Kunnittain: tallennetut tulokset', (m) => count(m.totalMatches)],
    ['Kunnittain: keskimääräinen yhteensopivuus (%)', (m) => decimal(m.averageMatch)],
    ['Kunnittain: tuloksiin edenneet (%)', (m) => decimal(m.completionRate)],
    ['Kunnittain: ehdokkaat', (m) => count(m.candidateCount)],
  ];
  for (const [section, value] of sections) {
    for (const m of list) rows.push([section, label(m), value(m)]);
  }
  return rows;
}

export function statisticsCsv(
  statistics: Statistics | OverallStatistics,
  scopeName: string,
  range: StatisticsRange,
): string {
  const rows: Row[] = [
    ['osio', 'nimi', 'arvo'],
    ...statisticsRows(statistics, scopeName, range),
    ...('perMunicipality' in statistics ? municipalityRows(statistics.perMunicipality) : []),
  ];
  return csvFile(rows.map((r) => r.map(String)));
}

/** tilastot-091-2026-11-22.csv: the scope and the Helsinki date of the export. */
export function csvFileName(scope: string, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(now);
  return `tilastot-${scope}-${today}.csv`;
}
