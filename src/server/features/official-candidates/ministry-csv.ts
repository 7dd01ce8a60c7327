import { isAscii } from 'node:buffer';
import { findReferenceMunicipality } from '#core/municipalities';
import { CANDIDATE_AGE, CANDIDATE_NUMBER, hasUnsafeCharacters } from '#core/schemas';
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

/** At most this many refused lines are kept with their reason; all are counted. */
export const REFUSALS_LISTED = 500;

export interface ParsedFile {
  rows: OfficialRow[];
  /** The first {@link REFUSALS_LISTED} refused lines, in file order. */
  refused: Refusal[];
  /** Every refused line. */
  refusedTotal: number;
  /** Refused lines by the municipality their line names (when it could be read). */
  refusedByMunicipality: Map<string, number>;
  /** Lines of other area types (the same candidates again), skipped without a word. */
  otherAreaRows: number;
  /** Valid rows of municipalities this import does not cover, by municipality code. */
  skippedByMunicipality: Map<string, number>;
  /** Unknown party abbreviations (kept with their name), with how many rows had each. */
  unknownParties: Map<string, number>;
  /**
   * "municipality:number" of refused lines of covered municipalities whose municipality and
   * number could be read: a re-import does not remove those candidates because of a mistake
   * elsewhere on their line.
   */
  refusedKeys: Set<string>;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file's text. The Ministry writes ISO-8859-1 (Latin-1); a file someone saved again as UTF-8
 * is read as UTF-8. A Latin-1 file with any ä, ö or å is never valid UTF-8, so the two cannot
 * be mixed up. Decoded at once: this runs in the import's worker thread (ministry-csv-worker.ts),
 * where holding its event loop stalls nobody, and pieces joined afterwards doubled the memory.
 */
export function decodeMinistryFile(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Plain ASCII (a junk file, or a list without ä, ö, å) reads the same either way: the native
  // Latin-1 copy is several times faster than checking UTF-8.
  if (isAscii(bytes)) return buffer.toString('latin1');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return buffer.toString('latin1');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const LANGUAGES: Record<string, 'fi' | 'sv'> = { FI: 'fi', SV: 'sv', '': 'fi' };
const JOINT_LIST = 'Valitsijayhdistys';

/** Lines read between checks of the clock, and how long the parser keeps the event loop. */
const LINES_PER_CHECK = 4096;
const SLICE_MS = 10;

/** How many `;` the text from `from` to `to` holds, counting no further than `enough`. */
function countSeparators(text: string, from: number, to: number, enough: number) {
  let count = 0;
  for (let i = from; i < to && count < enough; i++) if (text.charCodeAt(i) === 59) count++;
  return count;
}

/**
 * The texts a row stores, with the rules every typed text follows (docs/security.md, the same
 * limits as the official candidate form): no control characters (NUL, C1 such as Latin-1's 0x85
 * and 0x9B), no bidi overrides, no lone surrogates, at most 100 characters.
 */
const TEXT_FIELDS = [
  { name: 'firstName', label: 'Etunimi' },
  { name: 'lastName', label: 'Sukunimi' },
  { name: 'partyAbbrFi', label: 'Puolueen lyhenne' },
  { name: 'partyAbbrSv', label: 'Puolueen ruotsinkielinen lyhenne' },
  { name: 'partyId', label: 'Puolueen tunnus' },
  { name: 'profession', label: 'Ammatti' },
] as const satisfies readonly { name: keyof typeof COLUMN; label: string }[];
const IMPORTED_TEXT_MAX = 100;

function textProblem(f: (typeof TEXT_FIELDS)[number], value: string): string | null {
  if (hasUnsafeCharacters(value))
    return `${f.label}: rivillä on merkkejä, joita ei voi tallentaa (ohjausmerkki tai tekstin suuntaa muuttava merkki).`;
  if (value.length > IMPORTED_TEXT_MAX)
    return `${f.label} saa olla enintään ${IMPORTED_TEXT_MAX} merkkiä (rivillä ${value.length}).`;
  return null;
}

/** A value of the file quoted in a refusal: unsafe characters shown as �, at most 40 characters. */
function shown(value: string) {
  const safe = [...value.slice(0, 41)]
    .map((ch) => (hasUnsafeCharacters(ch) ? '\uFFFD' : ch))
    .join('');
  return safe.length > 40 ? `${safe.slice(0, 40)}…` : safe;
}

const tooFewColumns = (line: string) =>
  `Rivillä on ${line.split(';').length} saraketta, tarvitaan vähintään ${MIN_FIELDS}.`;
const notMunicipalElection = (electionType: string) =>
  `Rivi ei ole kuntavaalien ehdokas (vaalilaji "${shown(electionType)}").`;

/**
 * Where the fields of the line being read are: field `k` lies between `fieldBounds[k] + 1` and
 * `fieldBounds[k + 1]`. Only the fields a check needs are copied out of the file's text (a line
 * refused for its number costs three small strings, not a split into 26).
 */
const fieldBounds = new Int32Array(MIN_FIELDS + 1);

/**
 * Reads the file's lines into candidates of the municipalities `covers` accepts. A line is
 * refused, with its number and the reason, when it cannot be a candidate: too few columns,
 * another election, an unknown municipality, a bad candidate number, name, age or language, or
 * the same municipality and number again. An unknown party is not a reason: the row keeps the
 * party's abbreviation as its name.
 *
 * The text is walked line by line, never split whole; refused lines are counted and only the
 * first {@link REFUSALS_LISTED} kept; every {@link SLICE_MS} ms the parser yields to the event
 * loop, so a 40 MB file of junk neither holds memory per line nor stalls other requests
 * (issue #32 F1, `npm run bench:import-abuse`).
 */
export async function parseMinistryFile(
  text: string,
  covers: (municipalityId: string) => boolean,
): Promise<ParsedFile> {
  const parsed: ParsedFile = {
    rows: [],
    refused: [],
    refusedTotal: 0,
    refusedByMunicipality: new Map(),
    otherAreaRows: 0,
    skippedByMunicipality: new Map(),
    unknownParties: new Map(),
    refusedKeys: new Set(),
  };
  // municipality * 100000 + number → first line: numbers, not strings, for a file of many rows.
  const seen = new Map<number, number>();
  let sliceStart = performance.now();
  let start = 0;
  const scan: ScanAt = { start: 0, line: 1, columns: false };
  for (let line = 1; start <= text.length; line++) {
    if (line % LINES_PER_CHECK === 0 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
    // Lines too short for a row (a junk file's millions) are counted in one pass, up to the
    // next line that has the columns.
    scan.start = start;
    scan.line = line;
    refuseShortLines(parsed, text, scan, Math.min(text.length, start + SCAN_CHUNK));
    if (scan.start > start) {
      start = scan.start;
      line = scan.line - 1;
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
      continue;
    }
    const lineStart = start;
    let end: number;
    if (scan.columns) {
      // The scan stopped at this line's last needed `;`, with the fields' places so far.
      end = text.indexOf('\n', fieldBounds[MIN_FIELDS - 1]!);
      if (end === -1) end = text.length;
    } else {
      // The last line without a line break, or one longer than the scan reads at a time.
      end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
    }
    start = end + 1;
    const lineEnd = end > lineStart && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    if (scan.columns) finishFields(text, lineStart, lineEnd);
    else {
      const separators = countSeparators(text, lineStart, lineEnd, MIN_FIELDS - 1);
      if (separators < MIN_FIELDS - 1) {
        if (separators === 0 && text.slice(lineStart, lineEnd).trim() === '') continue;
        const reason = listing(parsed) ? tooFewColumns(text.slice(lineStart, lineEnd)) : '';
        refuse(parsed, line, reason);
        continue;
      }
      findFields(text, lineStart, lineEnd);
    }
    // Nothing is copied before the line is known to be a municipal election's line.
    const firstEnd = fieldBounds[1]!;
    if (!(firstEnd === lineStart + 1 && text.charCodeAt(lineStart) === 75)) {
      const electionType = text.slice(lineStart, firstEnd).trim();
      if (electionType !== 'K') {
        refuse(parsed, line, listing(parsed) ? notMunicipalElection(electionType) : '');
        continue;
      }
    }
    readLine(parsed, text, line, covers, seen);
  }
  return parsed;
}

/** Characters of short lines read between checks of the clock. */
const SCAN_CHUNK = 256 * 1024;
/** Where {@link refuseShortLines} stopped: the start of a line, and its number. */
interface ScanAt {
  start: number;
  line: number;
  /**
   * Whether it stopped at a line with the columns: then {@link fieldBounds} holds the places of
   * that line's first `MIN_FIELDS - 1` separators.
   */
  columns: boolean;
}

/**
 * The whole lines from `at.start` that end before `limit` and hold fewer than `MIN_FIELDS - 1`
 * `;`: each is refused for its number of columns, or skipped when it has no `;` and is blank (as
 * `trim()` sees it), the same as a line read one at a time. Stops at the first line that has the
 * columns, and leaves `at` at it. One pass over the characters, nothing allocated per line: a
 * 40 MB file of `a\n` is 20 million lines (issue #32 F1).
 */
function refuseShortLines(parsed: ParsedFile, text: string, at: ScanAt, limit: number) {
  let line = at.line;
  let lineStart = at.start;
  let separators = 0;
  let blank = true;
  // A character from U+1680 up may be whitespace: such a line is checked with trim().
  let unsure = false;
  let refused = 0;
  let columns = false;
  // How many more refusals are listed: a number here, not the array's length at every line.
  let room = REFUSALS_LISTED - parsed.refused.length;
  for (let i = lineStart; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (!blank || (unsure && text.slice(lineStart, i).trim() !== '')) {
        refused++;
        if (room > 0) {
          room--;
          const reason = `Rivillä on ${separators + 1} saraketta, tarvitaan vähintään ${MIN_FIELDS}.`;
          parsed.refused.push({ line, municipality_id: null, reason });
        }
      }
      line++;
      lineStart = i + 1;
      separators = 0;
      blank = true;
      unsure = false;
    } else if (c === 59) {
      blank = false;
      fieldBounds[++separators] = i;
      if (separators === MIN_FIELDS - 1) {
        columns = true;
        break;
      }
    } else if (c > 32) {
      if (c !== 160) {
        if (c < 0x1680) blank = false;
        else unsure = true;
      }
    } else if (c !== 32 && (c < 9 || c > 13)) blank = false;
  }
  parsed.refusedTotal += refused;
  at.start = lineStart;
  at.line = line;
  at.columns = columns;
}

/**
 * Whether the next refused line is listed. Callers build the reason only then (`listing(parsed)
 * ? reason : ''`): a file of junk has millions of refused lines, and a closure or text per line
 * was most of the time.
 */
const listing = (parsed: ParsedFile) => parsed.refused.length < REFUSALS_LISTED;

function refuse(
  parsed: ParsedFile,
  line: number,
  reason: string,
  municipalityId: string | null = null,
) {
  parsed.refusedTotal++;
  if (municipalityId !== null)
    parsed.refusedByMunicipality.set(
      municipalityId,
      (parsed.refusedByMunicipality.get(municipalityId) ?? 0) + 1,
    );
  if (listing(parsed)) parsed.refused.push({ line, municipality_id: municipalityId, reason });
}

/** A refused line whose municipality and number were read: a re-import keeps that candidate. */
function refuseCandidate(
  parsed: ParsedFile,
  line: number,
  code: string,
  candidateNumber: number,
  covers: (municipalityId: string) => boolean,
  reason: string,
) {
  if (covers(code)) parsed.refusedKeys.add(`${code}:${candidateNumber}`);
  refuse(parsed, line, reason, code);
}

/** Fills {@link fieldBounds} for a line with at least `MIN_FIELDS - 1` separators. */
function findFields(text: string, lineStart: number, lineEnd: number) {
  fieldBounds[0] = lineStart - 1;
  let k = 1;
  for (let i = lineStart; i < lineEnd && k <= MIN_FIELDS; i++)
    if (text.charCodeAt(i) === 59) fieldBounds[k++] = i;
  if (k <= MIN_FIELDS) fieldBounds[k] = lineEnd;
}

/** Completes {@link fieldBounds} once the first `MIN_FIELDS - 1` separators are in it. */
function finishFields(text: string, lineStart: number, lineEnd: number) {
  fieldBounds[0] = lineStart - 1;
  let i = fieldBounds[MIN_FIELDS - 1]! + 1;
  while (i < lineEnd && text.charCodeAt(i) !== 59) i++;
  fieldBounds[MIN_FIELDS] = i;
}

const fieldOf = (text: string, name: keyof typeof COLUMN) =>
  text.slice(fieldBounds[COLUMN[name]]! + 1, fieldBounds[COLUMN[name] + 1]).trim();

/**
 * One line with at least the separators of {@link MIN_FIELDS} fields, found by
 * {@link findFields} in `text`: a row, or a refusal.
 */
function readLine(
  parsed: ParsedFile,
  text: string,
  line: number,
  covers: (municipalityId: string) => boolean,
  seen: Map<number, number>,
) {
  const electionType = fieldOf(text, 'electionType');
  if (electionType !== 'K') {
    refuse(parsed, line, listing(parsed) ? notMunicipalElection(electionType) : '');
    return;
  }
  if (fieldOf(text, 'areaType') !== 'K') {
    parsed.otherAreaRows++;
    return;
  }
  const code = fieldOf(text, 'municipalityCode').padStart(3, '0');
  if (!/^\d{3}$/.test(code) || !findReferenceMunicipality(code)) {
    const reason = listing(parsed)
      ? `Tuntematon kuntanumero "${shown(fieldOf(text, 'municipalityCode'))}".`
      : '';
    refuse(parsed, line, reason);
    return;
  }
  const numberText = fieldOf(text, 'candidateNumber');
  const candidateNumber = /^\d{1,6}$/.test(numberText) ? Number(numberText) : NaN;
  if (!(candidateNumber >= CANDIDATE_NUMBER.min && candidateNumber <= CANDIDATE_NUMBER.max)) {
    const reason = listing(parsed) ? `Virheellinen ehdokasnumero "${shown(numberText)}".` : '';
    refuse(parsed, line, reason, code);
    return;
  }
  const firstName = fieldOf(text, 'firstName');
  const lastName = fieldOf(text, 'lastName');
  if (!firstName || !lastName) {
    const reason = 'Ehdokkaan etu- tai sukunimi puuttuu.';
    refuseCandidate(parsed, line, code, candidateNumber, covers, reason);
    return;
  }
  const ageText = fieldOf(text, 'age');
  const age = ageText === '' ? null : /^\d{1,3}$/.test(ageText) ? Number(ageText) : NaN;
  if (age !== null && !(age >= CANDIDATE_AGE.min && age <= CANDIDATE_AGE.max)) {
    const reason = listing(parsed) ? `Virheellinen ikä "${shown(ageText)}".` : '';
    refuseCandidate(parsed, line, code, candidateNumber, covers, reason);
    return;
  }
  const languageText = fieldOf(text, 'language');
  const language = LANGUAGES[languageText.toUpperCase()];
  if (!language) {
    const reason = listing(parsed) ? `Tuntematon kieli "${shown(languageText)}" (FI tai SV).` : '';
    refuseCandidate(parsed, line, code, candidateNumber, covers, reason);
    return;
  }
  for (const f of TEXT_FIELDS) {
    const problem = textProblem(f, fieldOf(text, f.name));
    if (problem) {
      refuseCandidate(parsed, line, code, candidateNumber, covers, problem);
      return;
    }
  }
  const seenKey = Number(code) * 100_000 + candidateNumber;
  const first = seen.get(seenKey);
  if (first !== undefined) {
    const reason = listing(parsed)
      ? `Ehdokasnumero ${candidateNumber} on jo rivillä ${first}.`
      : '';
    refuse(parsed, line, reason, code);
    return;
  }
  seen.set(seenKey, line);
  if (!covers(code)) {
    parsed.skippedByMunicipality.set(code, (parsed.skippedByMunicipality.get(code) ?? 0) + 1);
    return;
  }
  const partyAbbrFi = fieldOf(text, 'partyAbbrFi');
  const partyAbbrSv = fieldOf(text, 'partyAbbrSv');
  const partyAbbr = partyAbbrFi || partyAbbrSv;
  const known = findPartyByAbbreviation(partyAbbrFi) ?? findPartyByAbbreviation(partyAbbrSv);
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
    partyId: fieldOf(text, 'partyId'),
    age,
    profession: fieldOf(text, 'profession'),
    language,
  });
}
