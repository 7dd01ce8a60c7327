/**
 * Where the Ministry of Justice's candidate file (kuntavaalit 2017–2025) keeps each field we read:
 * the one column map of the import. Columns are counted from 0. Earlier elections used other
 * positions: to read such a file, change the numbers here (docs/official-candidates.md shows the
 * same table; a test keeps the two equal).
 */
export const MINISTRY_COLUMNS = [
  { field: 'electionType', column: 0, meaning: 'vaalilaji: K = kuntavaalit' },
  { field: 'municipalityCode', column: 2, meaning: 'kunnan numero (3 numeroa, esim. 091)' },
  { field: 'areaType', column: 3, meaning: 'aluetyyppi: K = koko kunta; muut rivit ohitetaan' },
  { field: 'partyId', column: 7, meaning: 'puolueen pysyvä tunnus' },
  { field: 'partyAbbrFi', column: 11, meaning: 'puolueen lyhenne suomeksi' },
  { field: 'partyAbbrSv', column: 12, meaning: 'puolueen lyhenne ruotsiksi' },
  { field: 'candidateNumber', column: 14, meaning: 'ehdokasnumero (etunollat sallittu)' },
  { field: 'firstName', column: 17, meaning: 'etunimi' },
  { field: 'lastName', column: 18, meaning: 'sukunimi' },
  { field: 'sex', column: 19, meaning: 'sukupuoli (luetaan, ei tallenneta)' },
  { field: 'age', column: 20, meaning: 'ikä' },
  { field: 'profession', column: 21, meaning: 'ammatti' },
  { field: 'homeMunicipality', column: 22, meaning: 'kotikunnan numero (luetaan, ei tallenneta)' },
  { field: 'language', column: 25, meaning: 'kieli: FI tai SV' },
] as const;

export type MinistryField = (typeof MINISTRY_COLUMNS)[number]['field'];

/** Column of each field, e.g. COLUMN.candidateNumber === 14. */
export const COLUMN = Object.fromEntries(MINISTRY_COLUMNS.map((c) => [c.field, c.column])) as {
  [F in MinistryField]: number;
};

/** A line needs at least this many `;`-separated fields to hold every column above. */
export const MIN_FIELDS = Math.max(...MINISTRY_COLUMNS.map((c) => c.column)) + 1;
