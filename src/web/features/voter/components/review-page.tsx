import { useVoterPage } from '../hooks/use-voter-page';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { isAnswer } from '#core/matching';
import { textLang } from '#web/i18n/text-lang';
import { answerLabel } from '#web/lib/answer-label';
import type { MunicipalityDetails } from '../api/municipality';
import { answeredSentence, fewAnswersWarning } from '../lib/answer-summary';
import { answeredCount } from '../lib/answers-store';
import { usePrefetchResults } from '../data/use-prefetch-results';
import '#web/styles/voter.css';
import '#web/styles/voter-review.css';
import { Hyphenated } from '#web/components/hyphenated';

/** The statement the voter just changed, from the questionnaire's navigation state. */
function changedStepOf(state: unknown): number | undefined {
  const step = (state as { changedStep?: unknown } | null)?.changedStep;
  return typeof step === 'number' ? step : undefined;
}
import { usePlainT } from '#web/lib/plain-language';
import { SpokenSpace } from '#web/components/spoken-space';

interface ReviewPageProps {
  municipality: MunicipalityDetails;
}

/**
 * /{municipalityId}/tarkista, "Tarkista vastauksesi": every statement with the answer given (or
 * "Ohitettu") and the importance mark, each with a link to change it, then "Näytä tulokset". In
 * the shorter version, the statements shown, in the order shown.
 */
export function ReviewPage({ municipality }: ReviewPageProps) {
  const { id, questions, t, paths, questionUrl, language, name, progress } = useVoterPage(
    municipality,
    'review.pageTitle',
  );
  usePrefetchResults(id);
  const plainT = usePlainT();
  const answered = answeredCount(progress.answers);
  const changedStep = changedStepOf(useLocation().state);
  const changedHeading = useRef<HTMLHeadingElement>(null);
  // Back from changing an answer: go on from that statement, not from the top of the page.
  useEffect(() => {
    changedHeading.current?.focus();
  }, [changedStep]);
  // The shorter version lists the statements shown, in the voter's order: a place is a statement
  // number in that order (?kysymys=N), as in the questionnaire.
  const listed = progress.shorter
    ? progress.shorter.order.flatMap((questionId) =>
        questions.filter((question) => question.id === questionId),
      )
    : questions;
  const warning = answered > 0 ? fewAnswersWarning(t, answered, plainT !== null) : null;

  return (
    <div className="page review">
      <p className="eyebrow">{name}</p>
      <h1>{t('review.heading')}</h1>
      <p className="lead">
        {answered > 0 ? `${answeredSentence(t, answered, questions.length)} ` : ''}
        {plainT?.('selko.review.lead') ?? t('review.lead')}
      </p>
      {answered > 0 && (
        <p>
          {/* The way on without tabbing past every "Muuta" link. */}
          <Link className="button button--secondary" to={paths.results(id)}>
            {t('review.toResults')}
          </Link>
        </p>
      )}
      <ol className="review-list">
        {listed.map((question, index) => {
          const answer = progress.answers[question.id];
          const important = progress.important.includes(question.id);
          const step = index + 1;
          const changed = step === changedStep;
          return (
            <li key={question.id} className="review-list__item">
              <h2
                className="review-list__statement"
                ref={changed ? changedHeading : undefined}
                tabIndex={changed ? -1 : undefined}
                aria-describedby={changed ? 'review-saved' : undefined}
              >
                <span className="review-list__number">
                  {t('review.statement', { step })}
                  <SpokenSpace />
                </span>{' '}
                <span lang={textLang(question, 'text', language)}>
                  <Hyphenated text={question.text} />
                </span>
              </h2>
              {changed && (
                <p className="review-list__saved" id="review-saved">
                  {t('review.saved')}
                </p>
              )}
              <dl className="review-list__facts">
                <div>
                  <dt>{t('review.yourAnswer')}</dt>
                  <dd>{isAnswer(answer) ? answerLabel(t, answer) : t('answer.skipped')}</dd>
                </div>
                <div>
                  <dt>{t('question.important')}</dt>
                  <dd>{important ? t('review.importantYes') : t('review.importantNo')}</dd>
                </div>
              </dl>
              <Link className="review-list__change" to={questionUrl(id, step, true)}>
                {t('review.change')}
                <span className="visually-hidden">{t('review.changeWhich', { step })}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      {warning && <p className="notice">{warning}</p>}
      {answered > 0 ? (
        <p>
          <Link className="button button--primary button--large" to={paths.results(id)}>
            {t('review.showResults')}
          </Link>
        </p>
      ) : (
        <p className="notice">{t('voter.nothingAnswered')}</p>
      )}
    </div>
  );
}
