import { useEffect } from 'react';
import { isAnswer, type VoterAnswers } from '#core/matching';
import { useLanguage, useT } from '#web/i18n/hooks';
import { otherLanguage, textLang } from '#web/i18n/text-lang';
import { answerLabel } from '#web/lib/answer-label';
import type { MunicipalityQuestion } from '../api/municipality';
import { useRequestCandidateDetails } from '../data/candidates';
import type { VoterCandidate } from '../data/voter-candidate';
import { Hyphenated } from '#web/components/hyphenated';

interface CandidateAnswersProps {
  candidate: VoterCandidate;
  questions: readonly MunicipalityQuestion[];
  voterAnswers: VoterAnswers;
  headingId: string;
}

/** Every statement with the voter's and the candidate's answer side by side, in words. */
export function CandidateAnswers({
  candidate,
  questions,
  voterAnswers,
  headingId,
}: CandidateAnswersProps) {
  const t = useT();
  const language = useLanguage();
  const ownLang = otherLanguage((candidate as { language?: unknown }).language, language);
  // The justifications come with the first opened card (the whole municipality's file).
  const requestDetails = useRequestCandidateDetails();
  const waiting = candidate.answer_justifications === null;
  useEffect(() => {
    if (waiting) requestDetails();
  }, [waiting, requestDetails]);
  return (
    <>
      {candidate.answer_justifications === null && (
        <p className="notice" role="status">
          {t('compare.justificationsLoading')}
        </p>
      )}
      <ol className="answer-compare" aria-labelledby={headingId}>
        {questions.map((question, index) => {
          const mine = voterAnswers[question.id];
          const theirs = candidate.answers[question.id - 1];
          const justification = candidate.answer_justifications?.[question.id - 1]?.trim() ?? '';
          const same = isAnswer(mine) && mine === theirs;
          return (
            <li key={question.id} className="answer-compare__item">
              <p className="answer-compare__statement">
                <span className="answer-compare__number">{index + 1}.</span>{' '}
                <span lang={textLang(question, 'text', language)}>
                  <Hyphenated text={question.text} />
                </span>
              </p>
              <dl className="answer-compare__answers">
                <div className="answer-compare__answer">
                  <dt>{t('card.yourAnswer')}</dt>
                  <dd>{isAnswer(mine) ? answerLabel(t, mine) : t('card.youSkipped')}</dd>
                </div>
                <div className="answer-compare__answer">
                  <dt>{t('card.candidateAnswer')}</dt>
                  <dd>{isAnswer(theirs) ? answerLabel(t, theirs) : t('card.noAnswer')}</dd>
                </div>
              </dl>
              {same && <p className="answer-compare__same">{t('card.same')}</p>}
              {justification !== '' && (
                <p className="answer-compare__justification">
                  <strong>{t('card.justification')}</strong>{' '}
                  <span lang={ownLang}>{justification}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
