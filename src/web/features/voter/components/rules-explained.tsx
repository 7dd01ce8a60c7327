import type { MatchingRule, RuleExample } from '#core/matching-rules';
import { formatPercent } from '#core/matching';
import { useT } from '#web/i18n/hooks';
import { RULES_ID, type Ranked } from './rule-notes';

/** Each other rule's name in a sentence (catalog ids written out in full). */
const RULE_NAME = {
  euclidean: 'rules.rule.euclidean',
  'equal-weights': 'rules.rule.equal-weights',
  directional: 'rules.rule.directional',
} as const satisfies Record<Exclude<MatchingRule, 'main'>, string>;

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
