import data from './data/municipalities.json' with { type: 'json' };

/** Language status of a municipality (Statistics Finland): majority language first. */
export type MunicipalityLanguage = 'fi' | 'fi-sv' | 'sv' | 'sv-fi';

/** One of Finland's municipalities, Statistics Finland classification 2025 (data/SOURCES.md). */
export interface ReferenceMunicipality {
  /** 3-digit Statistics Finland code, e.g. "091". */
  code: string;
  name_fi: string;
  name_sv: string;
  language: MunicipalityLanguage;
  region_fi: string;
  region_sv: string;
  /** Åland holds its municipal elections under its own law and timetable. */
  aland: boolean;
}

export const REFERENCE_MUNICIPALITIES: readonly ReferenceMunicipality[] = Object.freeze(
  data as ReferenceMunicipality[],
);

const byCode = new Map(REFERENCE_MUNICIPALITIES.map((m) => [m.code, m]));

export function findReferenceMunicipality(code: string): ReferenceMunicipality | undefined {
  return byCode.get(code);
}

export function isReferenceMunicipalityCode(code: string): boolean {
  return byCode.has(code);
}
