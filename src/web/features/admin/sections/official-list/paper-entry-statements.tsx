import type { KeyboardEvent } from 'react';
import { Choice, ChoiceGroup } from '#web/components/form/choice-group';
import { FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import type { MessageId } from '#web/i18n/catalogs';
import type { PaperEntryContext } from '../../api/paper-forms';

const VALUES = [1, 2, 3, 4, 5] as const;
const ANSWER_LABELS: Record<(typeof VALUES)[number], MessageId> = {
  1: 'admin.paper.answer.1',
  2: 'admin.paper.answer.2',
  3: 'admin.paper.answer.3',
  4: 'admin.paper.answer.4',
  5: 'admin.paper.answer.5',
};

/** The radio the error summary links to and the keys move to: the checked one, else the first. */
export const answerId = (number: number, answer: number | null) =>
  `paper-answer-${String(number)}-${String(answer ?? 1)}`;
const justificationId = (number: number) => `paper-justification-${String(number)}`;

interface Props {
  statements: PaperEntryContext['statements'];
  answers: (number | null)[];
  justifications: string[];
  /** Statements left unanswered at the last save: their groups show the error. */
  missing: ReadonlySet<number>;
  onAnswer: (index: number, answer: number) => void;
  onJustification: (index: number, text: string) => void;
  /** Keys 1–5 on the last statement: where focus goes next. */
  afterLastId: string;
}

/**
 * The 25 statements on one page, each a group of five radio buttons and a justification field.
 * Keys 1–5 on a statement's buttons choose that answer and move to the next statement, so 25
 * answers take 25 key presses (after one Tab from the heading); arrow keys work as usual.
 */
export function PaperEntryStatements({
  statements,
  answers,
  justifications,
  missing,
  onAnswer,
  onJustification,
  afterLastId,
}: Props) {
  const t = useT();
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey || !/^[1-5]$/.test(event.key)) return;
    event.preventDefault();
    onAnswer(index, Number(event.key));
    const next =
      index + 1 < statements.length ? answerId(index + 2, answers[index + 1] ?? null) : afterLastId;
    document.getElementById(next)?.focus();
  };
  return (
    <ol className="paper-entry__statements">
      {statements.map((s, index) => (
        <li key={s.number} className="paper-entry__statement">
          <ChoiceGroup
            id={`paper-statement-${String(s.number)}`}
            legend={t('admin.paper.statement', { number: s.number, text: s.text })}
            error={missing.has(s.number) ? t('admin.paper.missingAnswer') : undefined}
          >
            {VALUES.map((value) => (
              <Choice
                key={value}
                id={answerId(s.number, value)}
                name={`paper-answer-${String(s.number)}`}
                value={value}
                label={t(ANSWER_LABELS[value])}
                checked={answers[index] === value}
                onChange={() => {
                  onAnswer(index, value);
                }}
                onKeyDown={onKeyDown(index)}
              />
            ))}
          </ChoiceGroup>
          <FormField
            id={justificationId(s.number)}
            label={t('admin.paper.justification', { number: s.number })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={1}
                maxLength={1000}
                value={justifications[index]}
                onChange={(e) => {
                  onJustification(index, e.currentTarget.value);
                }}
              />
            )}
          </FormField>
        </li>
      ))}
    </ol>
  );
}
