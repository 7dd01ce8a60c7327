import { findFlags, parseTerms, type FlagKind, type FlagOptions } from '#core/moderation-flags';
import { policyPoints, policyText } from '#core/moderation-policy';
import type { Language } from '#core/language';
import type { Settings } from './settings';

/** The flag options the settings give: the admins' own terms and the length limit. */
export const flagOptionsOf = (settings: Settings): FlagOptions => ({
  extraTerms: parseTerms(settings.moderation_terms),
  lengthLimit: settings.moderation_length_limit,
});

/** A flag in one of a submission's justifications (statement 1..25). */
export interface JustificationFlag {
  statement: number;
  kind: FlagKind;
  start: number;
  end: number;
  term: string | null;
}

/** Every flag of a submission's justifications, statement by statement. */
export function justificationFlags(
  justifications: readonly string[],
  options: FlagOptions,
): JustificationFlag[] {
  return justifications.flatMap((text, index) =>
    findFlags(text, options).map((flag) => ({
      statement: index + 1,
      kind: flag.kind,
      start: flag.start,
      end: flag.end,
      term: flag.term ?? null,
    })),
  );
}

/** Whether any justification has a flag (cheaper than counting them: stops at the first). */
export const hasFlags = (justifications: readonly string[], options: FlagOptions) =>
  justifications.some((text) => findFlags(text, options).length > 0);

/** The policy in force in a language, with its numbered points. */
export function moderationPolicy(settings: Settings, lang: Language) {
  const text = policyText(
    lang === 'sv' ? settings.moderation_policy_sv : settings.moderation_policy_fi,
    lang,
  );
  return { language: lang, text, points: policyPoints(text) };
}
