import { LIKERT_LABELS } from '#core/likert';
import type { Translate } from '#web/i18n/hooks';
import type { StatementText, SubmissionDetail } from '../../api/submissions';

/** One thing a correction changes in the published profile, as the reviewer reads it. */
export interface CorrectionChange {
  key: string;
  /** What changed: "Ammatti", "Väittämä 3: …", "Perustelu väittämään 3", "Kuva". */
  label: string;
  from: string;
  to: string;
}

/**
 * What a correction changes against the published candidate (details, each answer and
 * justification, the photo), in the order of the form; [] when nothing changes; null when the
 * submission is not a correction.
 */
export function correctionChanges(
  t: Translate,
  data: SubmissionDetail,
  texts: readonly StatementText[],
): CorrectionChange[] | null {
  const before = data.published;
  if (!before) return null;
  const notGiven = t('admin.submissions.notGiven');
  const changes: CorrectionChange[] = [];
  const detail = (key: string, label: string, from: string, to: string) => {
    if (from !== to) changes.push({ key, label, from: from || notGiven, to: to || notGiven });
  };
  detail('name', t('admin.submissions.name'), before.name, data.name);
  detail(
    'age',
    t('admin.submissions.age'),
    t('admin.submissions.years', { age: before.age }),
    t('admin.submissions.years', { age: data.age }),
  );
  detail('party', t('admin.submissions.party'), before.party, data.party);
  detail('profession', t('admin.submissions.profession'), before.profession, data.profession);
  detail(
    'number',
    t('admin.submissions.votingNumber'),
    before.voting_number === null ? '' : String(before.voting_number),
    data.voting_number === null ? '' : String(data.voting_number),
  );
  if ((before.image ?? '') !== (data.image ?? '')) {
    changes.push({
      key: 'photo',
      label: t('admin.submissions.changes.photo'),
      from: before.image
        ? t('admin.submissions.changes.oldPhoto')
        : t('admin.submissions.changes.noPhoto'),
      to: data.image
        ? t('admin.submissions.changes.newPhoto')
        : t('admin.submissions.changes.noPhoto'),
    });
  }
  const answerLabel = (answer: number | undefined) =>
    (answer === undefined ? undefined : LIKERT_LABELS[answer - 1]) ??
    t('admin.submissions.noAnswer');
  for (const statement of texts) {
    const i = statement.id - 1;
    detail(
      `answer-${String(statement.id)}`,
      t('admin.submissions.changes.answer', { id: statement.id, text: statement.text }),
      answerLabel(before.answers[i]),
      answerLabel(data.answers[i]),
    );
    detail(
      `justification-${String(statement.id)}`,
      t('admin.submissions.changes.justification', { id: statement.id }),
      before.answer_justifications[i]?.trim() ?? '',
      data.answer_justifications[i]?.trim() ?? '',
    );
  }
  return changes;
}
