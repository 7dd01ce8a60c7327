import type { VoterCandidate } from '../data/voter-candidate';
import { isAnswer, type VoterAnswers } from '#core/matching';
import { useLanguage, useT, type Translate } from '#web/i18n/hooks';
import { otherLanguage, textLang } from '#web/i18n/text-lang';
import { answerLabel } from '#web/lib/answer-label';
import type { MunicipalityQuestion } from '../api/municipality';
import { Hyphenated } from '#web/components/hyphenated';
import { partyFullName } from '../lib/party-name';
import { SpokenSpace } from '#web/components/spoken-space';

interface CompareTableProps {
  questions: readonly MunicipalityQuestion[];
  candidates: readonly VoterCandidate[];
  /** The voter's answers from this device, or null when there are none. */
  voterAnswers: VoterAnswers | null;
}

function answerText(t: Translate, value: unknown, missing: string): string {
  return isAnswer(value) ? answerLabel(t, value) : missing;
}

/** The language a candidate wrote their texts in, when not the page language. */
function ownLang(candidate: VoterCandidate, language: ReturnType<typeof useLanguage>) {
  return otherLanguage((candidate as { language?: unknown }).language, language);
}

function justificationOf(candidate: VoterCandidate, questionId: number): string {
  return candidate.answer_justifications?.[questionId - 1]?.trim() ?? '';
}

/** A candidate's answer in words, and their justification in the language they wrote it in. */
function CandidateAnswer({
  candidate,
  questionId,
}: {
  candidate: VoterCandidate;
  questionId: number;
}) {
  const t = useT();
  const language = useLanguage();
  const justification = justificationOf(candidate, questionId);
  return (
    <>
      {answerText(t, candidate.answers[questionId - 1], t('card.noAnswer'))}
      {justification !== '' && (
        <span className="compare__justification">
          <strong>{t('compare.justification')}</strong>{' '}
          <span lang={ownLang(candidate, language)}>{justification}</span>
        </span>
      )}
    </>
  );
}

/**
 * The comparison twice over: a real table (caption, column and row headers) for wide screens
 * and print, and the same content stacked per statement for narrow screens, so nothing scrolls
 * sideways. CSS shows one of them (by the width per answer column); the hidden one is
 * display: none, out of the reading order.
 */
export function CompareTable({ questions, candidates, voterAnswers }: CompareTableProps) {
  const t = useT();
  const language = useLanguage();
  const caption = voterAnswers === null ? t('compare.caption') : t('compare.captionOwn');
  const skipped = t('card.youSkipped');
  return (
    <div
      className={`compare__views compare__views--cols-${String(
        candidates.length + (voterAnswers === null ? 0 : 1),
      )}`}
    >
      <table className="compare-table">
        <caption className="compare-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__statement-heading">
              {t('compare.statement')}
            </th>
            {voterAnswers !== null && <th scope="col">{t('card.yourAnswer')}</th>}
            {candidates.map((candidate) => (
              <th scope="col" key={candidate.id}>
                {candidate.name}
                <SpokenSpace />
                <span className="compare__party">{partyFullName(candidate.party, language)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((question, index) => (
            <tr key={question.id}>
              <th scope="row" className="compare-table__statement">
                {index + 1}.{' '}
                <span lang={textLang(question, 'text', language)}>
                  <Hyphenated text={question.text} />
                </span>
              </th>
              {voterAnswers !== null && (
                <td>{answerText(t, voterAnswers[question.id], skipped)}</td>
              )}
              {candidates.map((candidate) => (
                <td key={candidate.id}>
                  <CandidateAnswer candidate={candidate} questionId={question.id} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ol className="compare-stack" aria-label={caption}>
        {questions.map((question, index) => (
          <li key={question.id} className="compare-stack__item">
            <h2 className="compare-stack__statement">
              {index + 1}.{' '}
              <span lang={textLang(question, 'text', language)}>
                <Hyphenated text={question.text} />
              </span>
            </h2>
            <dl className="compare-stack__answers">
              {voterAnswers !== null && (
                <div className="compare-stack__answer compare-stack__answer--own">
                  <dt>{t('card.yourAnswer')}</dt>
                  <dd>{answerText(t, voterAnswers[question.id], skipped)}</dd>
                </div>
              )}
              {candidates.map((candidate) => (
                <div className="compare-stack__answer" key={candidate.id}>
                  <dt>
                    {candidate.name}{' '}
                    <span className="compare__party">
                      {partyFullName(candidate.party, language)}
                    </span>
                  </dt>
                  <dd>
                    <CandidateAnswer candidate={candidate} questionId={question.id} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
