import type { VoterAnswers } from '#core/matching';
import { useLocale, useT } from '#web/i18n/hooks';
import { answerLabel } from '#web/lib/answer-label';
import type { MunicipalityQuestion } from '../api/municipality';
import { Hyphenated } from '#web/components/hyphenated';
import { usePrinting } from '../hooks/use-printing';

/*
 * What only paper shows. Loaded just after the results page (both parts are drawn at once, so
 * they are there long before anyone prints). No chunk name may contain the word "answers": the
 * privacy tests refuse any such request URL.
 */

/** "Tulostettu 22.11.2026, Tampere": only on paper, so a printout says when and where it is from. */
export function PrintedOn({ municipalityName }: { municipalityName: string }) {
  const t = useT();
  const locale = useLocale();
  // Drawn only while printing: the first date formatting loads the locale's calendar data, a
  // task of some 50 ms on a slow phone that the results on screen need not wait for.
  if (!usePrinting()) return null;
  const date = new Date().toLocaleDateString(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  return (
    <p className="print-only printed-on">
      {t('print.printedOn', { date, municipality: municipalityName })}
    </p>
  );
}

interface PrintedAnswersProps {
  questions: readonly MunicipalityQuestion[];
  answers: VoterAnswers;
}

/** The voter's own answers, only on paper: the printout can be compared with the candidates. */
export function PrintedAnswers({ questions, answers }: PrintedAnswersProps) {
  const t = useT();
  return (
    <section className="print-only printed-answers">
      <h2>{t('print.ownAnswers')}</h2>
      <ol className="printed-answers__list">
        {questions.map((question) => {
          const answer = answers[question.id];
          return (
            <li key={question.id} className="printed-answers__item">
              <span className="printed-answers__statement">
                <Hyphenated text={question.text} />
              </span>{' '}
              <strong className="printed-answers__answer">
                {answer ? answerLabel(t, answer) : t('answer.skipped')}
              </strong>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
