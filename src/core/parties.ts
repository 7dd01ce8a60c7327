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

const normalizeAbbreviation = (s: string) => s.trim().replace(/\.$/, '').toLowerCase();

const byAbbreviation = new Map<string, Party>();
for (const party of PARTIES) {
  for (const key of [party.short, party.abbr_fi, party.abbr_sv, party.label]) {
    if (key) byAbbreviation.set(normalizeAbbreviation(key), party);
  }
}

/**
 * The party a Finnish or Swedish abbreviation names ("Kok.", "KOK", "Saml", "SFP"), ignoring case
 * and a final dot; undefined for an unknown one (a joint list, an electoral alliance, a new party).
 */
export function findPartyByAbbreviation(abbreviation: string): Party | undefined {
  const key = normalizeAbbreviation(abbreviation);
  return key ? byAbbreviation.get(key) : undefined;
}
