/** Finnish names of the logged actions; an unknown action is shown as it is. */
export const ACTION_LABELS: Record<string, string> = {
  'municipality.create': 'Kunta lisättiin',
  'municipality.update': 'Kunnan tietoja muutettiin',
  'municipality.delete': 'Kunta poistettiin',
  'question.update': 'Väittämää muutettiin',
  'candidate.update': 'Ehdokkaan tietoja muutettiin',
  'candidate.delete': 'Ehdokas poistettiin',
  'settings.update': 'Asetuksia muutettiin',
  'access_code.create': 'Pääsykoodi luotiin',
  'access_code.resend': 'Pääsykoodi lähetettiin uudelleen',
  'submission.approve': 'Hakemus hyväksyttiin',
  'submission.reject': 'Hakemus hylättiin',
  'user.invite': 'Ylläpitäjä kutsuttiin',
  'user.accept_invitation': 'Kutsu hyväksyttiin',
  'user.change_role': 'Käyttäjän roolia muutettiin',
  'user.remove_membership': 'Käyttäjän oikeus poistettiin',
  'user.cancel_invitation': 'Kutsu peruttiin',
  'user.create_super_admin': 'Pääkäyttäjä luotiin',
  'user.update_super_admin': 'Pääkäyttäjää muutettiin',
  'retention.delete': 'Säilytysajan ylittäneet tiedot poistettiin',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const ENTITY_LABELS: Record<string, string> = {
  municipality: 'Kunta',
  question: 'Väittämä',
  candidate: 'Ehdokas',
  settings: 'Asetukset',
  access_code: 'Pääsykoodi',
  submission: 'Hakemus',
  user: 'Käyttäjä',
  invitation: 'Kutsu',
  membership: 'Jäsenyys',
  retention: 'Säilytysajat',
};

export function targetText(entity: string, entityId: string | null): string {
  const name = ENTITY_LABELS[entity] ?? entity;
  return entityId ? `${name} ${entityId}` : name;
}

const FIELD_LABELS: Record<string, string> = {
  is_hidden: 'piilotettu',
  custom_name: 'oma nimi',
  weight: 'painoarvo',
  text: 'teksti',
  name: 'nimi',
  age: 'ikä',
  party: 'puolue',
  profession: 'ammatti',
  voting_number: 'ehdokasnumero',
  image: 'kuva',
  answers: 'vastaukset',
  answer_justifications: 'perustelut',
  use_mock_data: 'esittelytila',
  mock_candidates_per_municipality: 'esimerkkiehdokkaita',
  mock_data_seed: 'siemenluku',
  match_save_limit: 'tallennusraja',
  election_name: 'vaalien nimi',
  election_date: 'vaalipäivä',
  privacy_contact: 'tietosuojan yhteystieto',
  email: 'sähköposti',
  role: 'rooli',
  is_custom: 'oma kunta',
  admin_notes: 'perustelu',
  fields: 'muutetut tiedot',
  candidates: 'ehdokkaita',
  access_codes: 'pääsykoodeja',
  pending_submissions: 'käsittelemättömiä hakemuksia',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'tyhjä';
  if (value === true) return 'kyllä';
  if (value === false) return 'ei';
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object' || v === null)
      ? value.map((v) => valueText(v)).join(', ')
      : `${String(value.length)} kohtaa`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const text = typeof value === 'string' ? value : String(value as number);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'after' in value;
}

/** The details of an entry as short readable lines: "painoarvo: 2 → 3". */
export function detailLines(details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== 'object') return [valueText(details)];
  const record = details as Record<string, unknown>;
  // { before: {...}, after: {...} }: one line per field that changed.
  if (isRecord(record.before) && isRecord(record.after)) {
    const { before, after } = record;
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map(
        (key) =>
          `${FIELD_LABELS[key] ?? key}: ${valueText(before[key])} → ${valueText(after[key])}`,
      );
  }
  return Object.entries(record).map(([key, value]) => {
    const label = FIELD_LABELS[key] ?? key;
    if (isChange(value)) return `${label}: ${valueText(value.before)} → ${valueText(value.after)}`;
    return `${label}: ${valueText(value)}`;
  });
}

const timeFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22.11.2026 klo 05.13", Finnish time. */
export function helsinkiTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
