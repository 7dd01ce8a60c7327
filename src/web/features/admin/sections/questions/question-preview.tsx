import { useId } from 'react';
import { ANSWER_VALUES, likertLabel } from '#core/likert';
import '#web/styles/voter.css';
import { useT } from '#web/i18n/hooks';

interface QuestionPreviewProps {
  number: number;
  category: string;
  text: string;
}

/** The statement as the voter sees it; the options cannot be chosen here. */
export function QuestionPreview({ number, category, text }: QuestionPreviewProps) {
  const t = useT();
  const headingId = useId();
  const name = useId();
  return (
    <section className="question-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="question-preview__title">
        {t('admin.questions.preview')}
      </h3>
      <fieldset className="question__fieldset" disabled>
        <legend className="question__legend">
          <span className="question__category">{category}</span>
          <span className="question-preview__count">
            {t('admin.questions.preview.count', { number, total: 25 })}
          </span>
          <span className="question-preview__statement">
            {text || t('admin.questions.preview.missing')}
          </span>
        </legend>
        <div className="likert">
          {ANSWER_VALUES.map((value) => (
            <label key={value} className="likert__option">
              <input type="radio" className="likert__input" name={name} value={value} disabled />
              <span className="likert__text">{likertLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
