import { findReferenceMunicipality } from '#core/municipalities';
import { findPartyByAbbreviation } from '#core/parties';
import { COLUMN, MIN_FIELDS } from './ministry-columns';

/** One candidate as the Ministry's file gives it, ready to compare with the stored list. */
export interface OfficialRow {
  /** 1-based line number in the file. */
  line: number;
  municipalityId: string;
  candidateNumber: number;
  firstName: string;
  lastName: string;
  /** Our party label when the abbreviation is known, else the file's abbreviation. */
  party: string;
  partyAbbr: string;
  partyId: string;
  age: number | null;
  profession: string;
  language: 'fi' | 'sv';
}

export interface Refusal {
  line: number;
  municipality_id: string | null;
  reason: string;
}

export interface ParsedFile {
  rows: OfficialRow[];
  refused: Refusal[];
  /** Lines of other area types (the same candidates again), skipped without a word. */
  otherAreaRows: number;
  /** Valid rows of municipalities this import does not cover, by municipality code. */
  skippedByMunicipality: Map<string, number>;
  /** Unknown party abbreviations (kept with their name), with how many rows had each. */
  unknownParties: Map<string, number>;
  /**
   * "municipality:number" of refused lines whose municipality and number could be read: a
   * re-import does not remove those candidates because of a mistake elsewhere on their line.
   */
  refusedKeys: Set<string>;
}

/**
 * The file's text. The Ministry writes ISO-8859-1 (Latin-1); a file someone saved again as UTF-8
 * is read as UTF-8. A Latin-1 file with any ä, ö or å is never valid UTF-8, so the two cannot
 * be mixed up.
 */
export function decodeMinistryFile(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const LANGUAGES: Record<string, 'fi' | 'sv'> = { FI: 'fi', SV: 'sv', '': 'fi' };
const JOINT_LIST = 'Valitsijayhdistys';

/**
 * Reads the file's lines into candidates of the municipalities `covers` accepts. A line is
 * refused, with its number and the reason, when it cannot be a candidate: too few columns,
 * another election, an unknown municipality, a bad candidate number, name, age or language, or
 * the same municipality and number again. An unknown party is not a reason: the row keeps the
 * party's abbreviation as its name.
 */
export function parseMinistryFile(text: string, covers: (municipalityId: string) => boolean) {
  const parsed: ParsedFile = {
    rows: [],
    refused: [],
    otherAreaRows: 0,
    skippedByMunicipality: new Map(),
    unknownParties: new Map(),
    refusedKeys: new Set(),
  };
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const lineText = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (lineText.trim() === '') continue;
    const line = i + 1;
    const refuse = (reason: string, municipalityId: string | null = null) =>
      parsed.refused.push({ line, municipality_id: municipalityId, reason });
    const fields = lineText.split(';');
    if (fields.length < MIN_FIELDS) {
      refuse(`Rivillä on ${fields.length} saraketta, tarvitaan vähintään ${MIN_FIELDS}.`);
      continue;
    }
    const field = (name: keyof typeof COLUMN) => fields[COLUMN[name]]!.trim();
    const electionType = field('electionType');
    if (electionType !== 'K') {
      refuse(`Rivi ei ole kuntavaalien ehdokas (vaalilaji "${electionType}").`);
      continue;
    }
    if (field('areaType') !== 'K') {
      parsed.otherAreaRows++;
      continue;
    }
    const code = field('municipalityCode').padStart(3, '0');
    if (!/^\d{3}$/.test(code) || !findReferenceMunicipality(code)) {
      refuse(`Tuntematon kuntanumero "${field('municipalityCode')}".`);
      continue;
    }
    const numberText = field('candidateNumber');
    const candidateNumber = /^\d{1,6}$/.test(numberText) ? Number(numberText) : NaN;
    if (!(candidateNumber >= 1 && candidateNumber <= 99_999)) {
      refuse(`Virheellinen ehdokasnumero "${numberText}".`, code);
      continue;
    }
    const key = `${code}:${candidateNumber}`;
    const refuseCandidate = (reason: string) => {
      parsed.refusedKeys.add(key);
      refuse(reason, code);
    };
    const firstName = field('firstName');
    const lastName = field('lastName');
    if (!firstName || !lastName) {
      refuseCandidate('Ehdokkaan etu- tai sukunimi puuttuu.');
      continue;
    }
    const ageText = field('age');
    const age = ageText === '' ? null : /^\d{1,3}$/.test(ageText) ? Number(ageText) : NaN;
    if (age !== null && !(age >= 18 && age <= 120)) {
      refuseCandidate(`Virheellinen ikä "${ageText}".`);
      continue;
    }
    const language = LANGUAGES[field('language').toUpperCase()];
    if (!language) {
      refuseCandidate(`Tuntematon kieli "${field('language')}" (FI tai SV).`);
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      refuse(`Ehdokasnumero ${candidateNumber} on jo rivillä ${first}.`, code);
      continue;
    }
    seen.set(key, line);
    if (!covers(code)) {
      parsed.skippedByMunicipality.set(code, (parsed.skippedByMunicipality.get(code) ?? 0) + 1);
      continue;
    }
    const partyAbbr = field('partyAbbrFi') || field('partyAbbrSv');
    const known =
      findPartyByAbbreviation(field('partyAbbrFi')) ??
      findPartyByAbbreviation(field('partyAbbrSv'));
    if (!known) {
      const name = partyAbbr || JOINT_LIST;
      parsed.unknownParties.set(name, (parsed.unknownParties.get(name) ?? 0) + 1);
    }
    parsed.rows.push({
      line,
      municipalityId: code,
      candidateNumber,
      firstName,
      lastName,
      party: known?.label ?? (partyAbbr || JOINT_LIST),
      partyAbbr,
      partyId: field('partyId'),
      age,
      profession: field('profession'),
      language,
    });
  }
  return parsed;
}
