// Lines of the Ministry of Justice's candidate file, in its real format: ';'-separated, ISO-8859-1,
// no header, names and professions padded with spaces, 33 columns and a trailing empty one.

export interface MinistryLineOptions {
  municipality?: string;
  number?: number | string;
  firstName?: string;
  lastName?: string;
  partyAbbrFi?: string;
  partyAbbrSv?: string;
  partyId?: string;
  age?: number | string;
  profession?: string;
  language?: string;
  electionType?: string;
  areaType?: string;
}

const pad = (s: string, width: number) => s.padEnd(width, ' ');

/** One line (without its line break). */
export function ministryLine(o: MinistryLineOptions = {}): string {
  const f = Array.from({ length: 33 }, () => '');
  const municipality = o.municipality ?? '091';
  f[0] = o.electionType ?? 'K';
  f[1] = '01';
  f[2] = municipality;
  f[3] = o.areaType ?? 'K';
  f[4] = municipality;
  f[5] = '****';
  f[7] = o.partyId ?? '01';
  f[8] = '001';
  f[11] = pad(o.partyAbbrFi ?? 'KOK', 10);
  f[12] = pad(o.partyAbbrSv ?? 'SAML', 10);
  f[13] = '';
  f[14] = typeof o.number === 'string' ? o.number : String(o.number ?? 2).padStart(4, '0');
  f[17] = pad(o.firstName ?? 'Äijö', 50);
  f[18] = pad(o.lastName ?? 'Åkerström', 50);
  f[19] = '1';
  f[20] = String(o.age ?? 67);
  f[21] = pad(o.profession ?? 'eläkeläinen, yrittäjä', 100);
  f[22] = municipality;
  f[25] = o.language ?? 'FI';
  return `${f.join(';')};`;
}

/** A file of these lines as the Ministry writes it: Latin-1 bytes, CRLF line ends. */
export function ministryFile(lines: string[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1'));
}

const FIRST = ['Aino', 'Väinö', 'Märta', 'Öllö', 'Åsa', 'Eero', 'Pirjo', 'Jöns', 'Kyösti', 'Sämpy'];
const LAST = ['Mäkelä', 'Öhman', 'Åström', 'Häkkinen', 'Lindström', 'Kärkkäinen', 'Nyström'];
const PARTIES = [
  ['KOK', 'SAML'],
  ['SDP', 'SDP'],
  ['KESK', 'C'],
  ['VIHR', 'GRÖNA'],
  ['PS', 'SANNF'],
  ['VAS', 'VF'],
  ['RKP', 'SFP'],
  ['KD', 'KD'],
  ['YHTL', 'GEMLI'],
] as const;

/**
 * `count` candidates spread over `municipalities` (numbers from 2 upward in each), for tests at
 * an election's size. `variant` changes every tenth profession, as a corrected file would.
 */
export function generatedMinistryLines(count: number, municipalities: string[], variant = 0) {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const municipality = municipalities[i % municipalities.length]!;
    const [fi, sv] = PARTIES[i % PARTIES.length]!;
    lines.push(
      ministryLine({
        municipality,
        number: 2 + Math.floor(i / municipalities.length),
        firstName: FIRST[i % FIRST.length]!,
        lastName: `${LAST[i % LAST.length]!}-${i}`,
        partyAbbrFi: fi,
        partyAbbrSv: sv,
        age: 18 + (i % 80),
        profession: variant && i % 10 === 0 ? `ammatti ${variant}` : 'eläkeläinen',
        language: i % 7 === 0 ? 'SV' : 'FI',
      }),
    );
  }
  return lines;
}
