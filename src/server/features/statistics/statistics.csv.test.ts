import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#core/questions';
import { statisticsCsv } from './statistics.csv';
import type { Statistics } from './statistics.service';
import { statisticsTestContext } from './statistics.test-data';

// The figures behind these rows are worked out in statistics.test.ts.

let ctx: Awaited<ReturnType<typeof statisticsTestContext>>;
beforeAll(async () => {
  ctx = await statisticsTestContext();
});
afterAll(() => ctx.t.close());

const get = (path: string, cookie?: string) => ctx.get(path, cookie);

/** Rows of an osio;nimi;arvo CSV, after checking the BOM. */
async function csvRows(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.trimEnd().split('\r\n');
}

describe('CSV export', () => {
  it("exports a municipality's figures for Finnish Excel", async () => {
    const res = await get('/api/admin/municipalities/837/statistics.csv', ctx.tampereAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tilastot-837-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = await csvRows(res);
    expect(rows[0]).toBe('osio;nimi;arvo');
    expect(rows).toEqual(
      expect.arrayContaining([
        'Yhteenveto;Kunta;Tampere (837)',
        'Yhteenveto;Alkupäivä;kaikki',
        'Yhteenveto;Kävijät;9',
        'Yhteenveto;Tallennetut tulokset;6',
        'Yhteenveto;Keskimääräinen yhteensopivuus (%);63,4',
        'Yhteenveto;Tuloksiin edenneet (%);66,7',
        'Yhteenveto;Ehdokkaat;7',
        'Kävijät kaupungeittain;Tampere;3',
        'Kävijät päivittäin;2026-07-16;2',
        'Tulokset päivittäin;2026-01-11;1',
        'Kävijät kellonajoittain;klo 00;2',
        'Kävijät viikonpäivittäin;Su;2',
        'Yhteensopivuus aihealueittain (%);Palvelut;55,3',
        'Yhteensopivuus aihealueittain (%);Osallistuminen ja vaikuttaminen;0,0',
        'Tulokset puolueittain;Poistettu ehdokas;1',
        'Keskimääräinen yhteensopivuus puolueittain (%);Kansallinen Kokoomus;60,3',
        'Ehdokkaat ikäryhmittäin;61+;2',
        'Ehdokkaiden yleisimmät ammatit;eläkeläinen;2',
      ]),
    );
    expect(rows.every((r) => r.split(';').length === 3)).toBe(true);
    // 8 summary rows + 5 cities + 7 days + 5 days + 24 hours + 7 weekdays + 6 categories
    // + 3 + 3 parties + 3 age groups + 4 professions, after the header.
    expect(rows).toHaveLength(1 + 8 + 5 + 7 + 5 + 24 + 7 + 6 + 3 + 3 + 3 + 4);
  });

  it('exports the overall figures with a range and one row per municipality and figure', async () => {
    const res = await get(
      '/api/admin/statistics.csv?from=2026-07-01&to=2026-07-31',
      ctx.superAdmin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="tilastot-kaikki-/);
    const rows = await csvRows(res);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Yhteenveto;Kunta;Kaikki kunnat',
        'Yhteenveto;Alkupäivä;2026-07-01',
        'Yhteenveto;Loppupäivä;2026-07-31',
        'Yhteenveto;Kävijät;9', // 7 July visits in Tampere + 2 in Helsinki
        'Kunnittain: kävijät;Helsinki (091);2',
        'Kunnittain: kävijät;Tampere (837);7',
        'Kunnittain: tuloksiin edenneet (%);Tampere (837);71,4', // 5 / 7 × 100
        'Kunnittain: ehdokkaat;Turku (853);0',
      ]),
    );
  });
});

describe('CSV fields', () => {
  it('quotes separators and quotes, and defuses text Excel would run as a formula', () => {
    const empty = { topCities: [], visitorsByDate: [], matchesByDate: [], topProfessions: [] };
    const statistics = {
      ...empty,
      totalVisitors: 0,
      totalMatches: 2,
      averageMatch: 12.5,
      completionRate: 0,
      candidateCount: 0,
      categoryMatches: Object.fromEntries(CATEGORIES.map((c) => [c, 0])),
      hourlyDistribution: [],
      weekdayDistribution: [],
      ageGroups: [],
      partyDistribution: [
        { party: '=HYPERLINK("http://example.com")', count: 1 },
        { party: 'Puolue; "uusi"', count: 1 },
      ],
      averageMatchByParty: [],
    } as unknown as Statistics;
    const rows = statisticsCsv(statistics, 'Testi', {}).slice(1).split('\r\n');
    expect(rows).toContain('Yhteenveto;Keskimääräinen yhteensopivuus (%);12,5');
    expect(rows).toContain(`Tulokset puolueittain;"'=HYPERLINK(""http://example.com"")";1`);
    expect(rows).toContain('Tulokset puolueittain;"Puolue; ""uusi""";1');
  });
});
