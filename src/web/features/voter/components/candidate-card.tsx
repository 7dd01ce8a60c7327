import { useId, useState } from 'react';
import { isMockCandidateId, type PublicCandidate } from '../../../../core/candidate';
import { formatPercent, type RankedCandidate, type VoterAnswers } from '../../../../core/matching';
import type { Category } from '../../../../core/questions';
import type { MunicipalityQuestion } from '../api/municipality';
import { CandidateAnswers } from './candidate-answers';
import { CategoryBars } from './category-bars';

const NO_PHOTO = '/no-photo.svg';
// Soft hyphens: long compound words break as "Yhteen-sopivuus" on narrow screens, not mid-syllable.
const MATCH_WORD = 'Yhteen\u00ADsopivuus';
const DEMO_LABEL = 'Esimerkki\u00ADehdokas';

interface CandidateCardProps {
  candidate: RankedCandidate<PublicCandidate>;
  rank: number;
  questions: readonly MunicipalityQuestion[];
  categoryOrder: readonly Category[];
  voterAnswers: VoterAnswers;
}

/** One candidate in the results: key facts, match, topic bars and (on request) every answer. */
export function CandidateCard({
  candidate,
  rank,
  questions,
  categoryOrder,
  voterAnswers,
}: CandidateCardProps) {
  const ids = useId();
  const nameId = `${ids}-name`;
  const categoriesId = `${ids}-categories`;
  const answersId = `${ids}-answers`;
  const answersHeadingId = `${ids}-answers-heading`;
  const [open, setOpen] = useState(false);
  const demo = isMockCandidateId(candidate.id);

  return (
    <article className={open ? 'candidate candidate--open' : 'candidate'} aria-labelledby={nameId}>
      <div className="candidate__summary">
        <img
          className="candidate__photo"
          src={candidate.image ?? NO_PHOTO}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(NO_PHOTO)) event.currentTarget.src = NO_PHOTO;
          }}
        />
        <div className="candidate__who">
          <p className="candidate__rank">{rank}. sija</p>
          <h2 className="candidate__name" id={nameId}>
            {candidate.name}
          </h2>
          {demo && <p className="candidate__badge">{DEMO_LABEL}</p>}
        </div>
        <p className="candidate__match">
          <span className="candidate__match-label">{MATCH_WORD}</span>{' '}
          <span className="candidate__match-value">{formatPercent(candidate.match)}</span>
        </p>
      </div>

      <dl className="candidate__facts">
        <div>
          <dt>Puolue</dt>
          <dd>{candidate.party}</dd>
        </div>
        <div>
          <dt>Ehdokasnumero</dt>
          <dd>{candidate.voting_number ?? 'ei vielä tiedossa'}</dd>
        </div>
        <div>
          <dt>Ikä</dt>
          <dd>{candidate.age} vuotta</dd>
        </div>
        {candidate.profession.trim() !== '' && (
          <div>
            <dt>Ammatti</dt>
            <dd>{candidate.profession}</dd>
          </div>
        )}
      </dl>

      <h3 className="candidate__subheading" id={categoriesId}>
        {MATCH_WORD} aiheittain
      </h3>
      <CategoryBars
        categories={candidate.categories}
        order={categoryOrder}
        headingId={categoriesId}
      />

      <button
        type="button"
        className="button button--secondary candidate__toggle"
        aria-expanded={open}
        aria-controls={answersId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? 'Piilota vastaukset' : 'Näytä vastaukset'}
        <span className="visually-hidden">: {candidate.name}</span>
      </button>
      <div className="candidate__answers" id={answersId} hidden={!open}>
        {open && (
          <>
            <h3 className="candidate__subheading" id={answersHeadingId}>
              Vastaukset väittämiin
            </h3>
            <CandidateAnswers
              candidate={candidate}
              questions={questions}
              voterAnswers={voterAnswers}
              headingId={answersHeadingId}
            />
          </>
        )}
      </div>
    </article>
  );
}
