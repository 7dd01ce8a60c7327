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

/**
 * A party's one name wherever a person reads it, the admin's pages and the voter's alike: its
 * name in the party register ("Vihreä liitto", "Kansallinen Kokoomus"), in Swedish its Swedish
 * registered name where it has one. Candidates store the short label ("Vihreät"); a party that is
 * not in the register (written by hand, a joint list) is shown as stored.
 */
export function partyName(label: string, language: 'fi' | 'sv' = 'fi'): string {
  const party = findPartyByLabel(label);
  if (!party) return label;
  return language === 'sv' && party.name_sv ? party.name_sv : party.name_fi;
}

const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi');

const byName = new Map<string, Party>();
for (const party of PARTIES) {
  for (const key of [party.label, party.name_fi, party.name_sv]) {
    if (key) byName.set(normalizeName(key), party);
  }
}

/**
 * The label to store for a party as a person typed or picked it: the register's name in Finnish
 * or Swedish, or the label itself, gives the label ("Vihreä liitto" → "Vihreät"), so that one
 * party is one party in the filters and the statistics. Anything else is kept as typed (trimmed).
 */
export function partyLabel(typed: string): string {
  return byName.get(normalizeName(typed))?.label ?? typed.trim();
}
