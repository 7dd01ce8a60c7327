import type { SummaryError } from '#web/components/form/error-summary';
import { isApiError } from '#web/lib/api';
import { SubmissionError } from '../api/submission';
import type { CandidateDraft } from './draft';
import { detailsFormSchema, detailsOf, statementErrors } from './validation';
import { ErrorCode } from '#core/error-codes';
import type { MessageId } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';

/**
 * The error summary of the check-answers page. Each error links to the "Muuta" link of the row
 * it is about, which leads to the field that needs fixing.
 */
type CheckError = SummaryError;

type RowKey = 'name' | 'age' | 'party' | 'profession' | 'voting-number' | 'photo';

const ROW_LABELS: Record<RowKey, MessageId> = {
  name: 'candidate.check.name',
  age: 'candidate.check.age',
  party: 'candidate.check.party',
  profession: 'candidate.check.profession',
  'voting-number': 'candidate.check.votingNumber',
  photo: 'candidate.check.photo',
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

function rowError(t: Translate, field: string, message: string): CheckError {
  const row = ROW_OF_FIELD[field];
  if (!row) return { message };
  return {
    message: t('candidate.check.rowError', { label: t(ROW_LABELS[row]), message }),
    fieldId: changeLinkId(row),
  };
}

function statementError(t: Translate, questionId: number, message: string): CheckError {
  return {
    message: t('candidate.statements.errorRow', { id: questionId, message }),
    fieldId: changeAnswerLinkId(questionId),
  };
}

/** What is still missing or wrong before sending, checked with the same rules as the steps. */
export function draftErrors(t: Translate, draft: CandidateDraft): CheckError[] {
  const errors: CheckError[] = [];
  const details = detailsFormSchema.safeParse(detailsOf(draft));
  if (!details.success) {
    const seen = new Set<string>();
    for (const issue of details.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push(rowError(t, field, issue.message));
    }
  }
  draft.answers.forEach((answer, index) => {
    const error = statementErrors(answer, draft.justifications[index] ?? '');
    if (error?.answer) {
      errors.push(statementError(t, index + 1, t('candidate.statements.chooseAnswer')));
    }
    if (error?.justification) {
      errors.push(statementError(t, index + 1, error.justification));
    }
  });
  return errors;
}

/** The server's refusal as summary rows: its message, or one row per invalid field. */
export function sendErrors(t: Translate, error: unknown): CheckError[] {
  if (!isApiError(error)) return [{ message: t('candidate.check.sendFailed') }];
  const fields = error instanceof SubmissionError ? error.fields : [];
  if (error.code !== ErrorCode.Validation || fields.length === 0)
    return [{ message: error.message }];
  const rows: CheckError[] = [];
  for (const detail of fields) {
    const parts = detail.path.replace(/^form_data\./, '').split('.');
    const [field, index] = parts;
    if ((field === 'answers' || field === 'answer_justifications') && index !== undefined) {
      rows.push(statementError(t, Number(index) + 1, detail.message));
    } else if (field !== undefined) {
      rows.push(rowError(t, field, detail.message));
    }
  }
  return rows.length > 0 ? rows : [{ message: error.message }];
}
