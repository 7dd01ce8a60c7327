import data from './data/parties.json' with { type: 'json' };

/** A registered Finnish party (data/SOURCES.md). */
export interface Party {
  /** Internal code, e.g. "KOK". */
  short: string;
  name_fi: string;
  name_sv: string | null;
  /** Short name shown in the UI, e.g. "Kokoomus"; the same as in MOCK_PARTIES. */
  label: string;
  abbr_fi: string;
  abbr_sv: string | null;
  common_name_fi: string;
  common_name_sv: string | null;
  note?: string;
}

export const PARTIES: readonly Party[] = Object.freeze(data as Party[]);

export function findPartyByLabel(label: string): Party | undefined {
  return PARTIES.find((party) => party.label === label);
}
