import { useEffect, useState, type MouseEvent } from 'react';
import type { Importance, VoterAnswers } from '#core/matching';
import type { MatchingRule, RuleExample } from '#core/matching-rules';
import { formatPercent } from '#core/matching';
import { useT } from '#web/i18n/hooks';
import type { MunicipalityQuestion } from '../api/municipality';

/** Each other rule's name in a sentence (catalog ids written out in full). */
const RULE_NAME = {
  euclidean: 'rules.rule.euclidean',
  'equal-weights': 'rules.rule.equal-weights',
  directional: 'rules.rule.directional',
} as const satisfies Record<Exclude<MatchingRule, 'main'>, string>;

/** The section that explains why rules differ, with the voter's own example. */
export const RULES_ID = 'results-rules';

interface Ranked {
  id: number;
  name: string;
  answers: readonly (number | null | undefined)[];
}

export interface RuleNotes {
  /** The candidates of the top ten whose place depends on the rule. */
  ids: ReadonlySet<number>;
  example: RuleExample<Ranked> | null;
}

/**
 * How firm each place is (issue #36, part 3; docs/matching.md, "How firm each place is"): the
 * top ten ranked again under the other rules once the results are on screen. A note marks the
 * first place when another rule puts someone else first, and a place 2–10 when another rule
 * takes the candidate out of the top ten. Computed on the device; the module loads only here.
 */
export function useRuleNotes(
  candidates: readonly Ranked[] | undefined,
  answers: VoterAnswers,
  questions: readonly MunicipalityQuestion[],
  important: Importance,
  ready: boolean,
): RuleNotes | null {
  const [notes, setNotes] = useState<{ of: unknown; value: RuleNotes } | null>(null);
  useEffect(() => {
    if (!ready || !candidates || candidates.length === 0) return;
    let live = true;
    void import('#core/matching-rules')
      .then((rules) => {
        const places = rules.placesUnderRules(candidates, answers, questions, important, 10);
        const ids = new Set(
          places
            .filter((place, index) =>
              rules.ALTERNATIVE_RULES.some((rule) =>
                index === 0 ? place.places[rule] !== 1 : place.places[rule] > 10,
              ),
            )
            .map((place) => place.candidate.id),
        );
        const example = rules.ruleExample(places, answers, questions, important);
        if (live) setNotes({ of: candidates, value: { ids, example } });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [candidates, answers, questions, important, ready]);
  return notes !== null && notes.of === candidates ? notes.value : null;
}

function toRules(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(RULES_ID);
  if (!heading) return;
  event.preventDefault();
  heading.focus();
  heading.scrollIntoView();
}

/** On a card: "Sijoitus riippuu laskutavasta" and the way to the explanation. */
export function RuleNote() {
  const t = useT();
  return (
    <p className="candidate__rule-note">
      {t('rules.note')}{' '}
      <a href={`#${RULES_ID}`} onClick={toRules}>
        {t('rules.why')}
      </a>
    </p>
  );
}

/** After the results: why rules differ, in plain words, with the voter's own example. */
export function RulesExplained({ example }: { example: RuleExample<Ranked> | null }) {
  const t = useT();
  return (
    <section className="results__rules" aria-labelledby={RULES_ID}>
      <h2 id={RULES_ID} tabIndex={-1}>
        {t('rules.heading')}
      </h2>
      <p>{t('rules.intro')}</p>
      {example && (
        <p>
          {t('rules.example', {
            ahead: example.ahead.candidate.name,
            behind: example.behind.candidate.name,
            aheadMain: formatPercent(example.main[0]),
            behindMain: formatPercent(example.main[1]),
            aheadOther: formatPercent(example.other[0]),
            behindOther: formatPercent(example.other[1]),
            rule: t(RULE_NAME[example.rule]),
          })}
        </p>
      )}
      <p>{t('rules.outro')}</p>
    </section>
  );
}
