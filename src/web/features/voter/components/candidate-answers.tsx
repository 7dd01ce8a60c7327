import type { PublicCandidate } from '../../../../core/candidate';
import type { Answer, VoterAnswers } from '../../../../core/matching';
import { likertLabel } from '../../../../core/likert';
import type { MunicipalityQuestion } from '../api/municipality';

interface CandidateAnswersProps {
  candidate: PublicCandidate;
  questions: readonly MunicipalityQuestion[];
  voterAnswers: VoterAnswers;
  headingId: string;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Every statement with the voter's and the candidate's answer side by side, in words. */
export function CandidateAnswers({
  candidate,
  questions,
  voterAnswers,
  headingId,
}: CandidateAnswersProps) {
  return (
    <ol className="answer-compare" aria-labelledby={headingId}>
      {questions.map((question, index) => {
        const mine = voterAnswers[question.id];
        const theirs = candidate.answers[question.id - 1];
        const justification = candidate.answer_justifications[question.id - 1]?.trim() ?? '';
        const same = isAnswer(mine) && mine === theirs;
        return (
          <li key={question.id} className="answer-compare__item">
            <p className="answer-compare__statement">
              <span className="answer-compare__number">{index + 1}.</span> {question.text}
            </p>
            <dl className="answer-compare__answers">
              <div className="answer-compare__answer">
                <dt>Sinun vastauksesi</dt>
                <dd>{isAnswer(mine) ? likertLabel(mine) : 'Ohitit väittämän'}</dd>
              </div>
              <div className="answer-compare__answer">
                <dt>Ehdokkaan vastaus</dt>
                <dd>{isAnswer(theirs) ? likertLabel(theirs) : 'Ei vastausta'}</dd>
              </div>
            </dl>
            {same && <p className="answer-compare__same">Vastasitte samoin.</p>}
            {justification !== '' && (
              <p className="answer-compare__justification">
                <strong>Ehdokkaan perustelu:</strong> {justification}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
