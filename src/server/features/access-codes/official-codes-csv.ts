import { z } from 'zod';

// The admin's file of (candidate number, email) rows for official candidates' access codes:
// one row per candidate, fields separated by ';', ',' or a tab (as Excel saves them), an
// optional header row, an empty email for a candidate who gets a printed letter instead.

export interface CodeCsvRow {
  line: number;
  candidate_number: number;
  email: string;
}
export interface CodeCsvRefusal {
  line: number;
  reason: string;
}

const isEmail = (value: string) => z.email().safeParse(value).success;
const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();

/** Reads the rows; every line it cannot use is refused with its number and a Finnish reason. */
export function parseCodeCsv(text: string): { rows: CodeCsvRow[]; refused: CodeCsvRefusal[] } {
  const rows: CodeCsvRow[] = [];
  const refused: CodeCsvRefusal[] = [];
  const seen = new Map<number, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const fields = raw.split(/[;,\t]/).map(unquote);
    const [first = '', second = '', ...rest] = fields;
    // A header row ("ehdokasnumero;sähköposti") is the first line with no digit in its first field.
    if (rows.length === 0 && refused.length === 0 && !/\d/.test(first)) return;
    if (rest.some((field) => field !== '')) {
      refused.push({
        line,
        reason: 'Rivillä on liikaa sarakkeita: anna ehdokasnumero ja sähköposti.',
      });
      return;
    }
    if (!/^\d{1,5}$/.test(first) || Number(first) < 1) {
      refused.push({
        line,
        reason: `Ehdokasnumero "${first.slice(0, 20)}" ei kelpaa: anna numero 1–99999.`,
      });
      return;
    }
    const number = Number(first);
    const email = second.toLowerCase();
    if (email !== '' && (email.length > 254 || !isEmail(email))) {
      refused.push({ line, reason: `Sähköpostiosoite "${second.slice(0, 60)}" ei kelpaa.` });
      return;
    }
    const earlier = seen.get(number);
    if (earlier !== undefined) {
      refused.push({ line, reason: `Ehdokasnumero ${number} on jo rivillä ${earlier}.` });
      return;
    }
    seen.set(number, line);
    rows.push({ line, candidate_number: number, email });
  });
  return { rows, refused };
}
