import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ministryFile, ministryLine } from '#tests/official-fixtures';
import { MINISTRY_COLUMNS } from './ministry-columns';
import { decodeMinistryFile, parseMinistryFile } from './ministry-csv';

const fixture = new Uint8Array(
  fs.readFileSync(new URL('../../../../tests/fixtures/ministry-candidates.csv', import.meta.url)),
);
const all = () => true;

describe("the Ministry's candidate file", () => {
  it('reads the Latin-1 fixture: padding trimmed, ä ö å intact, leading zeros dropped', async () => {
    const parsed = await parseMinistryFile(decodeMinistryFile(fixture), all);
    const first = parsed.rows[0]!;
    expect(first).toMatchObject({
      line: 1,
      municipalityId: '091',
      candidateNumber: 2,
      firstName: 'Äijö',
      lastName: 'Åkerström',
      party: 'Kokoomus',
      partyAbbr: 'KOK',
      partyId: '01',
      age: 67,
      profession: 'eläkeläinen, entinen kätilö',
      language: 'fi',
    });
    expect(parsed.rows.find((r) => r.candidateNumber === 3)).toMatchObject({
      firstName: 'Märta',
      lastName: 'Öhman',
      party: 'RKP',
      language: 'sv',
      profession: 'pensionär',
    });
  });

  it('refuses broken lines with their line number and reason, and skips other area rows', async () => {
    const parsed = await parseMinistryFile(decodeMinistryFile(fixture), all);
    expect(parsed.refused).toEqual([
      { line: 5, municipality_id: '091', reason: 'Ehdokasnumero 4 on jo rivillä 3.' },
      { line: 6, municipality_id: '091', reason: 'Virheellinen ehdokasnumero "00X7".' },
      { line: 7, municipality_id: null, reason: 'Rivillä on 6 saraketta, tarvitaan vähintään 26.' },
      { line: 12, municipality_id: '091', reason: 'Virheellinen ikä "12".' },
    ]);
    expect(parsed.otherAreaRows).toBe(1);
    expect(parsed.refusedKeys).toEqual(new Set(['091:6']));
  });

  it('keeps an unknown party or joint list with its own name instead of refusing it', async () => {
    const parsed = await parseMinistryFile(decodeMinistryFile(fixture), all);
    expect(parsed.rows.find((r) => r.candidateNumber === 5)).toMatchObject({
      party: 'YHTL',
      partyAbbr: 'YHTL',
    });
    expect(parsed.unknownParties).toEqual(new Map([['YHTL', 1]]));
    const empty = await parseMinistryFile(ministryLine({ partyAbbrFi: '', partyAbbrSv: '' }), all);
    expect(empty.rows[0]!.party).toBe('Valitsijayhdistys');
  });

  it('leaves the municipalities it does not cover out, counting their rows', async () => {
    const parsed = await parseMinistryFile(decodeMinistryFile(fixture), (m) => m === '091');
    expect(new Set(parsed.rows.map((r) => r.municipalityId))).toEqual(new Set(['091']));
    expect(parsed.skippedByMunicipality).toEqual(
      new Map([
        ['837', 1],
        ['853', 1],
        ['049', 1],
      ]),
    );
  });

  it('reads a file saved again as UTF-8 (with a BOM) the same way', async () => {
    const latin1 = decodeMinistryFile(fixture);
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(latin1, 'utf8')]);
    expect(await parseMinistryFile(decodeMinistryFile(utf8), all)).toEqual(
      await parseMinistryFile(latin1, all),
    );
  });

  it('refuses other elections, unknown municipalities and languages', async () => {
    const text = decodeMinistryFile(
      ministryFile([
        ministryLine({ electionType: 'E' }),
        ministryLine({ municipality: '999' }),
        ministryLine({ language: 'EN' }),
      ]),
    );
    expect((await parseMinistryFile(text, all)).refused.map((r) => r.reason)).toEqual([
      'Rivi ei ole kuntavaalien ehdokas (vaalilaji "E").',
      'Tuntematon kuntanumero "999".',
      'Tuntematon kieli "EN" (FI tai SV).',
    ]);
  });

  it('counts junk lines one by one: blank ones (as trim() sees them) skipped, the rest refused with their number', async () => {
    const text = [
      'a',
      '',
      ' \t\u00a0\u3000\r',
      '\u0001',
      '\u2603',
      ministryLine({ number: 2 }),
      ';x',
      'b\r',
      '',
    ].join('\n');
    const parsed = await parseMinistryFile(text, all);
    expect(parsed.rows.map((r) => r.line)).toEqual([6]);
    expect(parsed.refused.map((r) => [r.line, r.reason])).toEqual([
      [1, 'Rivillä on 1 saraketta, tarvitaan vähintään 26.'],
      [4, 'Rivillä on 1 saraketta, tarvitaan vähintään 26.'],
      [5, 'Rivillä on 1 saraketta, tarvitaan vähintään 26.'],
      [7, 'Rivillä on 2 saraketta, tarvitaan vähintään 26.'],
      [8, 'Rivillä on 1 saraketta, tarvitaan vähintään 26.'],
    ]);
    expect(parsed.refusedTotal).toBe(5);
    const lastLine = await parseMinistryFile('a\n\nb;c', all);
    expect(lastLine.refused.map((r) => [r.line, r.reason])).toEqual([
      [1, 'Rivillä on 1 saraketta, tarvitaan vähintään 26.'],
      [3, 'Rivillä on 2 saraketta, tarvitaan vähintään 26.'],
    ]);
  });

  it('lists the first 500 refused lines of a file of junk and counts the rest', async () => {
    const junk = 'K;x\n'.repeat(300) + ';'.repeat(30) + '\n' + 'a\n'.repeat(100_000);
    const parsed = await parseMinistryFile(junk, all);
    expect(parsed.refusedTotal).toBe(100_301);
    expect(parsed.refused).toHaveLength(500);
    expect(parsed.refused[300]).toEqual({
      line: 301,
      municipality_id: null,
      reason: 'Rivi ei ole kuntavaalien ehdokas (vaalilaji "").',
    });
    expect(parsed.refused[499]).toMatchObject({ line: 500, reason: /^Rivillä on 1 saraketta/ });
  });

  it('has its column map in docs/official-candidates.md, column for column', async () => {
    const doc = fs.readFileSync(
      new URL('../../../../docs/official-candidates.md', import.meta.url),
      'utf8',
    );
    const documented = [...doc.matchAll(/^\| (\d+) +\| `(\w+)` +\|/gm)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(documented).toEqual(MINISTRY_COLUMNS.map((c) => [c.column, c.field]));
  });
});
