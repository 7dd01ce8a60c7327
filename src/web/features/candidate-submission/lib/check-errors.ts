import { isApiError } from '../../../lib/api';
import { SubmissionError } from '../api/submission';
import type { CandidateDraft } from './draft';
import { detailsFormSchema, detailsOf, statementErrors } from './validation';

/**
 * The error summary of the check-answers page. Each error links to the "Muuta" link of the row
 * it is about, which leads to the field that needs fixing.
 */
export interface CheckError {
  message: string;
  fieldId?: string;
}

type RowKey = 'name' | 'age' | 'party' | 'profession' | 'voting-number' | 'photo';

const ROW_LABELS: Record<RowKey, string> = {
  name: 'Nimi',
  age: 'Ikä',
  party: 'Puolue',
  profession: 'Ammatti',
  'voting-number': 'Ehdokasnumero',
  photo: 'Kuva',
};

export const changeLinkId = (row: RowKey) => `change-${row}`;
export const changeAnswerLinkId = (questionId: number) => `change-answer-${String(questionId)}`;

/** Form field names (the draft's and the API's) to the check page's rows. */
const ROW_OF_FIELD: Record<string, RowKey> = {
  name: 'name',
  age: 'age',
  party: 'party',
  otherParty: 'party',
  profession: 'profession',
  votingNumber: 'voting-number',
  voting_number: 'voting-number',
  image: 'photo',
};

function rowError(field: string, message: string): CheckError {
  const row = ROW_OF_FIELD[field];
  if (!row) return { message };
  return { message: `${ROW_LABELS[row]}: ${message}`, fieldId: changeLinkId(row) };
}

function statementError(questionId: number, message: string): CheckError {
  return {
    message: `Väittämä ${String(questionId)}: ${message}`,
    fieldId: changeAnswerLinkId(questionId),
  };
}

/** What is still missing or wrong before sending, checked with the same rules as the steps. */
export function draftErrors(draft: CandidateDraft): CheckError[] {
  const errors: CheckError[] = [];
  const details = detailsFormSchema.safeParse(detailsOf(draft));
  if (!details.success) {
    const seen = new Set<string>();
    for (const issue of details.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push(rowError(field, issue.message));
    }
  }
  draft.answers.forEach((answer, index) => {
    const error = statementErrors(answer, draft.justifications[index] ?? '');
    if (error?.answer) errors.push(statementError(index + 1, 'valitse vastaus.'));
    if (error?.justification) errors.push(statementError(index + 1, error.justification));
  });
  return errors;
}

/** The server's refusal as summary rows: its Finnish message, or one row per invalid field. */
export function sendErrors(error: unknown): CheckError[] {
  if (!isApiError(error)) {
    return [{ message: 'Lähettäminen ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.' }];
  }
  const fields = error instanceof SubmissionError ? error.fields : [];
  if (error.code !== 'validation' || fields.length === 0) return [{ message: error.message }];
  const rows: CheckError[] = [];
  for (const detail of fields) {
    const parts = detail.path.replace(/^form_data\./, '').split('.');
    const [field, index] = parts;
    if ((field === 'answers' || field === 'answer_justifications') && index !== undefined) {
      rows.push(statementError(Number(index) + 1, detail.message));
    } else if (field !== undefined) {
      rows.push(rowError(field, detail.message));
    }
  }
  return rows.length > 0 ? rows : [{ message: error.message }];
}
