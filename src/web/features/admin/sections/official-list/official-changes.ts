import type { OfficialCandidateInput } from '#core/official-schemas';
import type { MessageId } from '#web/i18n/catalogs';

export interface Change {
  field: keyof OfficialCandidateInput;
  label: MessageId;
  from: string;
  to: string;
}

const LABELS: Record<keyof OfficialCandidateInput, MessageId> = {
  first_name: 'admin.official.field.firstName',
  last_name: 'admin.official.field.lastName',
  party: 'admin.official.field.party',
  candidate_number: 'admin.official.field.number',
  age: 'admin.official.field.age',
  profession: 'admin.official.field.profession',
  language: 'admin.official.field.language',
};

const shown = (value: string | number | null) => (value === null ? '' : String(value));

/** The fields whose value differs, in form order, for the confirmation of a correction. */
export function changesOf(before: OfficialCandidateInput, after: OfficialCandidateInput): Change[] {
  return (Object.keys(LABELS) as (keyof OfficialCandidateInput)[])
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => ({
      field,
      label: LABELS[field],
      from: shown(before[field]),
      to: shown(after[field]),
    }));
}
