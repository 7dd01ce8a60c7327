import type { Answer } from '#core/matching';
import { ANSWER_VALUES } from '#core/likert';
import type { Question } from '#core/questions';
import { JUSTIFICATION_MAX_LENGTH } from '#core/schemas';
import { CharacterCount } from '#web/components/form/character-count';
import { FieldError } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import { answerLabel } from '#web/lib/answer-label';
import type { StatementErrors } from '../lib/validation';

interface StatementFieldProps {
  /** With `plain_text`, the plain-Finnish version the candidate may open (voters may read it). */
  question: Question & { plain_text?: string | null };
  total: number;
  answer: Answer | null;
  justification: string;
  errors: StatementErrors | undefined;
  onAnswer: (answer: Answer) => void;
  onJustify: (text: string) => void;
}

export const answerGroupName = (questionId: number) => `answer-${String(questionId)}`;
export const answerOptionId = (questionId: number, value: number) =>
  `answer-${String(questionId)}-${String(value)}`;
export const justificationId = (questionId: number) => `justification-${String(questionId)}`;

/**
 * One statement: the five answers as radio buttons (nothing chosen beforehand; the same scale
 * voters use) and an optional justification with a character count.
 */
export function StatementField({
  question,
  total,
  answer,
  justification,
  errors,
  onAnswer,
  onJustify,
}: StatementFieldProps) {
  const t = useT();
  const id = question.id;
  const answerErrorId = errors?.answer ? `${answerGroupName(id)}-error` : undefined;
  const textId = justificationId(id);
  const textHintId = `${textId}-hint`;
  const textLimitId = `${textId}-limit`;
  const textErrorId = errors?.justification ? `${textId}-error` : undefined;

  return (
    <div className="cs-statement">
      <fieldset
        className={
          errors?.answer ? 'cs-statement__fieldset field--error' : 'cs-statement__fieldset'
        }
        aria-describedby={answerErrorId}
      >
        <legend className="cs-statement__legend">
          <span className="cs-statement__number">
            {t('candidate.statements.number', { id, total })}
          </span>
          <h2 className="cs-statement__text">{question.text}</h2>
        </legend>
        {errors?.answer && <FieldError id={answerErrorId}>{errors.answer}</FieldError>}
        <div className="cs-likert">
          {ANSWER_VALUES.map((value) => (
            <div key={value} className="cs-likert__option">
              <input
                id={answerOptionId(id, value)}
                className="cs-likert__input"
                type="radio"
                name={answerGroupName(id)}
                value={value}
                checked={answer === value}
                onChange={() => {
                  onAnswer(value);
                }}
              />
              <label className="cs-likert__label" htmlFor={answerOptionId(id, value)}>
                {answerLabel(t, value)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {/* After the answers: the standard text stays what the candidate answers first. */}
      {question.plain_text && (
        <details className="cs-statement__plain">
          <summary>{t('candidate.statements.plain')}</summary>
          <p>{question.plain_text}</p>
        </details>
      )}

      <div className={errors?.justification ? 'field field--error' : 'field'}>
        <label className="field__label cs-statement__justification-label" htmlFor={textId}>
          {t('candidate.statements.justification')}
          <span className="visually-hidden">
            {' '}
            {t('candidate.statements.justificationFor', { id })}
          </span>
        </label>
        <p className="field__hint" id={textHintId}>
          {t('candidate.statements.justificationHint')}
        </p>
        {errors?.justification && <FieldError id={textErrorId}>{errors.justification}</FieldError>}
        <textarea
          id={textId}
          rows={4}
          value={justification}
          aria-describedby={[textHintId, textLimitId, textErrorId].filter(Boolean).join(' ')}
          aria-invalid={errors?.justification ? true : undefined}
          onChange={(event) => {
            onJustify(event.target.value);
          }}
        />
        <CharacterCount
          id={`${textId}-count`}
          hintId={textLimitId}
          length={justification.length}
          max={JUSTIFICATION_MAX_LENGTH}
        />
      </div>
    </div>
  );
}
