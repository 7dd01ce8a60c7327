import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { JUSTIFICATION_MAX_LENGTH } from '#core/schemas';
import { ANSWER_VALUES, likertLabel } from '#core/likert';
import { FieldError } from '#web/components/form/form-field';
import type { AdminQuestion } from '../../api/admin-municipalities';
import type { CandidateFormValues } from './candidate-form-values';
import { useT } from '#web/i18n/hooks';

interface CandidateAnswerFieldsProps {
  questions: readonly AdminQuestion[] | undefined;
  register: UseFormRegister<CandidateFormValues>;
  errors: FieldErrors<CandidateFormValues>;
}

export const answerFieldId = (index: number) => `candidate-answer-${String(index + 1)}`;

/** The 25 answers and justifications, one fieldset per statement. */
export function CandidateAnswerFields({ questions, register, errors }: CandidateAnswerFieldsProps) {
  const t = useT();
  return (
    <>
      {Array.from({ length: 25 }, (_, index) => {
        const number = index + 1;
        const answerError = errors.answers?.[index]?.message;
        const justificationError = errors.answer_justifications?.[index]?.message;
        const selectId = answerFieldId(index);
        const textId = `candidate-justification-${String(number)}`;
        return (
          <fieldset key={number} className="fieldset candidate-answer">
            <legend className="field__label">
              {questions?.[index]
                ? t('admin.candidates.statementText', { number, text: questions[index].text })
                : t('admin.candidates.statement', { number })}
            </legend>
            <div className={answerError ? 'field field--error' : 'field'}>
              <label className="field__label" htmlFor={selectId}>
                {t('admin.candidates.answer')}
              </label>
              {answerError && <FieldError id={`${selectId}-error`}>{answerError}</FieldError>}
              <select
                id={selectId}
                aria-invalid={answerError ? true : undefined}
                aria-describedby={answerError ? `${selectId}-error` : undefined}
                {...register(`answers.${String(index)}` as `answers.${number}`, {
                  setValueAs: (v: string | number | null) =>
                    v === '' || v === null ? null : Number(v),
                })}
              >
                <option value="">{t('admin.candidates.noAnswer')}</option>
                {ANSWER_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {value} – {likertLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <div className={justificationError ? 'field field--error' : 'field'}>
              <label className="field__label" htmlFor={textId}>
                {t('admin.candidates.justification', { max: JUSTIFICATION_MAX_LENGTH })}
              </label>
              {justificationError && (
                <FieldError id={`${textId}-error`}>{justificationError}</FieldError>
              )}
              <textarea
                id={textId}
                rows={3}
                aria-invalid={justificationError ? true : undefined}
                aria-describedby={justificationError ? `${textId}-error` : undefined}
                {...register(
                  `answer_justifications.${String(index)}` as `answer_justifications.${number}`,
                )}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
