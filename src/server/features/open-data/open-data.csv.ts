import { QUESTION_COUNT } from '#core/questions';
import { csvFile } from '../../shared/domain/csv';
import type { OpenData } from './open-data.schemas';

// The open data as CSV for Finnish Excel (shared/domain/csv.ts: BOM, ';', formula-guarded fields).
// Column names are documented in docs/open-data.md; they never change meaning.

const numbered = (prefix: string) =>
  Array.from({ length: QUESTION_COUNT }, (_, i) => `${prefix}_${i + 1}`);

/** One row per candidate. */
export function candidatesCsv(data: OpenData, photos: boolean): string {
  const header = [
    'kunta_koodi',
    'kunta',
    'ehdokasnumero',
    'nimi',
    'puolue',
    'ika',
    'ammatti',
    'kieli',
    ...numbered('vastaus'),
    ...numbered('perustelu'),
    ...(photos ? ['kuva_url'] : []),
  ];
  function* rows() {
    yield header;
    for (const m of data.municipalities) {
      for (const c of m.candidates) {
        yield [
          m.code,
          m.name,
          c.number === null ? '' : String(c.number),
          c.name,
          c.party,
          c.age === null ? '' : String(c.age),
          c.profession,
          c.language,
          ...c.answers.map((a) => (a === null ? '' : String(a))),
          ...c.justifications,
          ...(photos ? [c.photo_url ?? ''] : []),
        ];
      }
    }
  }
  return csvFile(rows());
}

/** One row per municipality and statement: the texts the candidates answered. */
export function statementsCsv(data: OpenData): string {
  function* rows() {
    yield [
      'kunta_koodi',
      'kunta',
      'vaite_id',
      'aihealue',
      'vaite',
      'vaite_sv',
      'kunnan_oma_teksti',
      'painoarvo',
    ];
    for (const m of data.municipalities) {
      for (const s of m.statements) {
        yield [
          m.code,
          m.name,
          String(s.id),
          s.category,
          s.text,
          s.text_sv ?? '',
          s.municipality_text ? 'kyllä' : 'ei',
          String(s.weight),
        ];
      }
    }
  }
  return csvFile(rows());
}

/** One row per municipality: how many candidates are in the files and how many were left out. */
export function municipalitiesCsv(data: OpenData): string {
  function* rows() {
    yield ['kunta_koodi', 'kunta', 'kunta_sv', 'ehdokkaita', 'ehdokkaita_ilman_suostumusta'];
    for (const m of data.municipalities) {
      yield [m.code, m.name, m.name_sv, String(m.candidates.length), String(m.candidates_left_out)];
    }
  }
  return csvFile(rows());
}
