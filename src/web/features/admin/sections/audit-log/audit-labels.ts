import type { Translate } from '#web/i18n/hooks';
import type { MessageId } from '#web/i18n/catalogs';

/** The translated name of `key` in `labels`; a key without a name is shown as it is. */
function labelOf(t: Translate, labels: Record<string, MessageId>, key: string): string {
  const id = labels[key];
  return id ? t(id) : key;
}

/** Finnish names of the logged actions; an unknown action is shown as it is. */
export const ACTION_LABELS: Record<string, MessageId> = {
  'municipality.create': 'admin.audit.action.municipality.create',
  'municipality.update': 'admin.audit.action.municipality.update',
  'municipality.delete': 'admin.audit.action.municipality.delete',
  'question.update': 'admin.audit.action.question.update',
  'candidate.update': 'admin.audit.action.candidate.update',
  'candidate.delete': 'admin.audit.action.candidate.delete',
  'settings.update': 'admin.audit.action.settings.update',
  'access_code.create': 'admin.audit.action.accessCode.create',
  'access_code.resend': 'admin.audit.action.accessCode.resend',
  'access_code.remind': 'admin.audit.action.accessCode.remind',
  'submission.approve': 'admin.audit.action.submission.approve',
  'submission.reject': 'admin.audit.action.submission.reject',
  'user.invite': 'admin.audit.action.user.invite',
  'user.accept_invitation': 'admin.audit.action.user.acceptInvitation',
  'user.change_role': 'admin.audit.action.user.changeRole',
  'user.remove_membership': 'admin.audit.action.user.removeMembership',
  'user.cancel_invitation': 'admin.audit.action.user.cancelInvitation',
  'user.create_super_admin': 'admin.audit.action.user.createSuperAdmin',
  'user.update_super_admin': 'admin.audit.action.user.updateSuperAdmin',
  'retention.delete': 'admin.audit.action.retention.delete',
  'consent.withdraw': 'admin.audit.action.consent.withdraw',
};

export function actionLabel(t: Translate, action: string): string {
  return labelOf(t, ACTION_LABELS, action);
}

const ENTITY_LABELS: Record<string, MessageId> = {
  municipality: 'admin.audit.entity.municipality',
  question: 'admin.audit.entity.question',
  candidate: 'admin.audit.entity.candidate',
  settings: 'admin.audit.entity.settings',
  access_code: 'admin.audit.entity.accessCode',
  submission: 'admin.audit.entity.submission',
  user: 'admin.audit.entity.user',
  invitation: 'admin.audit.entity.invitation',
  membership: 'admin.audit.entity.membership',
  retention: 'admin.audit.entity.retention',
};

export function targetText(t: Translate, entity: string, entityId: string | null): string {
  const name = labelOf(t, ENTITY_LABELS, entity);
  return entityId ? `${name} ${entityId}` : name;
}

const FIELD_LABELS: Record<string, MessageId> = {
  is_hidden: 'admin.audit.field.isHidden',
  custom_name: 'admin.audit.field.customName',
  weight: 'admin.audit.field.weight',
  text: 'admin.audit.field.text',
  name: 'admin.audit.field.name',
  age: 'admin.audit.field.age',
  party: 'admin.audit.field.party',
  profession: 'admin.audit.field.profession',
  voting_number: 'admin.audit.field.votingNumber',
  image: 'admin.audit.field.image',
  answers: 'admin.audit.field.answers',
  answer_justifications: 'admin.audit.field.answerJustifications',
  use_mock_data: 'admin.audit.field.useMockData',
  mock_candidates_per_municipality: 'admin.audit.field.mockCandidatesPerMunicipality',
  mock_data_seed: 'admin.audit.field.mockDataSeed',
  match_save_limit: 'admin.audit.field.matchSaveLimit',
  election_name: 'admin.audit.field.electionName',
  election_date: 'admin.audit.field.electionDate',
  privacy_contact: 'admin.audit.field.privacyContact',
  organizer_contact: 'admin.audit.field.organizerContact',
  email: 'admin.audit.field.email',
  role: 'admin.audit.field.role',
  is_custom: 'admin.audit.field.isCustom',
  admin_notes: 'admin.audit.field.adminNotes',
  fields: 'admin.audit.field.fields',
  candidates: 'admin.audit.field.candidates',
  access_codes: 'admin.audit.field.accessCodes',
  pending_submissions: 'admin.audit.field.pendingSubmissions',
};

function valueText(t: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.audit.value.empty');
  if (value === true) return t('admin.audit.value.yes');
  if (value === false) return t('admin.audit.value.no');
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object' || v === null)
      ? value.map((v) => valueText(t, v)).join(', ')
      : t('admin.audit.value.items', { count: value.length });
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
export function detailLines(t: Translate, details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== 'object') return [valueText(t, details)];
  const record = details as Record<string, unknown>;
  // { before: {...}, after: {...} }: one line per field that changed.
  if (isRecord(record.before) && isRecord(record.after)) {
    const { before, after } = record;
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map(
        (key) =>
          `${labelOf(t, FIELD_LABELS, key)}: ${valueText(t, before[key])} → ${valueText(t, after[key])}`,
      );
  }
  return Object.entries(record).map(([key, value]) => {
    const label = labelOf(t, FIELD_LABELS, key);
    if (isChange(value)) {
      return `${label}: ${valueText(t, value.before)} → ${valueText(t, value.after)}`;
    }
    return `${label}: ${valueText(t, value)}`;
  });
}
