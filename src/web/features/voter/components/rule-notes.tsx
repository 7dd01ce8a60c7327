import { useEffect, useState } from 'react';
import type { Importance, VoterAnswers } from '#core/matching';
import type { RuleExample } from '#core/matching-rules';
import type { MunicipalityQuestion } from '../api/municipality';

/** The section that explains why rules differ, with the voter's own example. */
export const RULES_ID = 'results-rules';

export interface Ranked {
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
