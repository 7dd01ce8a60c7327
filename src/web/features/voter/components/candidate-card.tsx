import { useId, useState, type ReactNode } from 'react';
import { isMockCandidateId } from '#core/candidate';
import { formatPercent, type RankedCandidate, type VoterAnswers } from '#core/matching';
import type { MunicipalityQuestion } from '../api/municipality';
import { useLanguage, useT } from '#web/i18n/hooks';
import { lazyWithCatalogs } from '#web/i18n/lazy-with-catalogs';
import { otherLanguage } from '#web/i18n/text-lang';
import { partyFullName, withJoints } from '../lib/party-name';
import type { VoterCandidate } from '../data/voter-candidate';
import { CategoryBars, type Topic } from './category-bars';
import { Hyphenated, withoutSoftHyphens } from '#web/components/hyphenated';
import { SpokenSpace } from '#web/components/spoken-space';

/**
 * A candidate's every answer loads when the card is opened, not with the results, with the
 * comparison texts it shares with the compare page. (The chunk's name must not contain the word
 * "answers": the privacy tests refuse any such request URL.)
 */
const CandidateAnswers = lazyWithCatalogs(
  () => import('./statement-comparison').then((module) => module.CandidateAnswers),
  ['compare'],
);

// Long compound words ("Yhteensopivuus") carry soft hyphens in the catalogs, so that they break
// as "Yhteen-sopivuus" on narrow screens, not mid-syllable.
const NO_PHOTO = '/no-photo.svg';

interface CandidateCardProps {
  candidate: RankedCandidate<VoterCandidate>;
  rank: number;
  questions: readonly MunicipalityQuestion[];
  categoryOrder: readonly Topic[];
  voterAnswers: VoterAnswers;
  /**
   * Extra controls for this candidate (for example a "Vertaa" choice), shown below the facts.
   * Add new optional props beside this one rather than changing the ones above.
   */
  actions?: ReactNode;
  /** A short note under the name and match (for example "Sijoitus riippuu laskutavasta"). */
  note?: ReactNode;
  /** Load the photo now, not when it comes near the screen (printing the whole list). */
  eagerPhoto?: boolean;
}

/** One candidate in the results: key facts, match, topic bars and (on request) every answer. */
export function CandidateCard({
  candidate,
  rank,
  questions,
  categoryOrder,
  voterAnswers,
  actions,
  note,
  eagerPhoto = false,
}: CandidateCardProps) {
  const t = useT();
  const language = useLanguage();
  // The candidate's own texts are in the language they wrote them in.
  const ownLang = otherLanguage((candidate as { language?: unknown }).language, language);
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
          loading={eagerPhoto ? 'eager' : 'lazy'}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(NO_PHOTO)) event.currentTarget.src = NO_PHOTO;
          }}
        />
        <div className="candidate__who">
          {/* Jumping by heading hears the rank, the name and the match together. */}
          <h3 className="candidate__name" id={nameId}>
            <span className="candidate__rank">
              {t('card.rank', { rank })}
              <SpokenSpace />
            </span>{' '}
            <span className="candidate__person">{candidate.name}</span>
            <span className="visually-hidden">
              , {withoutSoftHyphens(t('results.match'))} {formatPercent(candidate.match)}
            </span>
          </h3>
          {demo && (
            <p className="candidate__badge">
              <Hyphenated text={t('card.demo')} />
            </p>
          )}
        </div>
        <p className="candidate__match" aria-hidden="true">
          <span className="candidate__match-label">
            <Hyphenated text={t('results.match')} />
          </span>{' '}
          <span className="candidate__match-value">{formatPercent(candidate.match)}</span>
        </p>
      </div>
      {note}

      <dl className="candidate__facts">
        <div>
          <dt>{t('card.party')}</dt>
          <dd>
            <Hyphenated text={withJoints(partyFullName(candidate.party, language))} />
          </dd>
        </div>
        <div>
          <dt>{t('card.number')}</dt>
          <dd>{candidate.voting_number ?? t('card.numberUnknown')}</dd>
        </div>
        <div>
          <dt>{t('card.age')}</dt>
          <dd>{t('card.ageYears', { age: candidate.age })}</dd>
        </div>
        {candidate.profession.trim() !== '' && (
          <div>
            <dt>{t('card.profession')}</dt>
            <dd lang={ownLang}>{candidate.profession}</dd>
          </div>
        )}
      </dl>

      {actions && <div className="candidate__actions">{actions}</div>}

      <h4 className="candidate__subheading" id={categoriesId}>
        <Hyphenated text={t('card.matchByTopic')} />
        {/* Jumping by heading: whose topics these are (every card has this heading). */}
        <span className="visually-hidden">: {candidate.name}</span>
      </h4>
      <CategoryBars
        categories={candidate.categories}
        order={categoryOrder}
        headingId={categoriesId}
      />

      <button
        type="button"
        className="button button--secondary candidate__toggle"
        // The name as one label: a visually hidden part of the text was read "vastaukset : Elina".
        aria-label={`${withoutSoftHyphens(t('card.showAnswers'))}: ${candidate.name}`}
        aria-expanded={open}
        aria-controls={answersId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {/* The same words open and closed: the state is told by aria-expanded (and the arrow). */}
        {t('card.showAnswers')}
      </button>
      <div className="candidate__answers" id={answersId} hidden={!open}>
        {open && (
          <>
            <h4 className="candidate__subheading" id={answersHeadingId}>
              {t('card.answersHeading')}
            </h4>
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
