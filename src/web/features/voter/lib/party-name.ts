import { findPartyByLabel, partyName } from '#core/parties';
import type { Language } from '#web/i18n/language';

/**
 * The party filter's value for "every party" (`?puolue=` absent). Here rather than beside the
 * filter so that the results page does not load the filter's form code before its list does.
 */
export const ALL_PARTIES = '';

/**
 * A party's name for the voter wherever one candidate or party is named (cards, the comparison,
 * the filter, the parties view): its registered full name, "Kansallinen Kokoomus", in Swedish
 * "Samlingspartiet" where the party has a Swedish name. No abbreviation in brackets: a screen
 * reader reads "(Kok.)" as written. Candidates store the short label ("Kokoomus"); a party
 * written by hand on the candidate form is shown as written.
 */
export function partyFullName(label: string, language: Language = 'fi'): string {
  return partyName(label, language);
}

/**
 * The party's one name (partyFullName) with `lang` set when the Swedish page shows a party's
 * Finnish name, one that has no Swedish name ("Liike Nyt"), so a screen reader says it in Finnish.
 */
export function partyNameWithLang(
  label: string,
  language: Language,
): { name: string; lang?: Language } {
  const name = partyName(label, language);
  return language === 'sv' && !findPartyByLabel(label)?.name_sv ? { name, lang: 'fi' } : { name };
}

/**
 * Soft hyphens at the joints (and the syllables of the longest parts) of the long compound words
 * in party names, so that in a narrow column
 * with the largest text "Vasemmisto-liitto" breaks where a reader expects, never mid-syllable.
 */
const JOINTS: readonly [RegExp, string][] = [
  [/Vasemmistoliitto/g, 'Vasem\u00ADmisto\u00ADliitto'],
  [/Kristillisdemokraatit/g, 'Kristil\u00ADlis\u00ADdemo\u00ADkraatit'],
  [/Sosialidemokraattinen/g, 'Sosiali\u00ADdemo\u00ADkraat\u00ADtinen'],
  [/ruotsalainen/g, 'ruotsa\u00ADlainen'],
  [/kansanpuolue/g, 'kansan\u00ADpuolue'],
  [/Perussuomalaiset/g, 'Perus\u00ADsuoma\u00ADlaiset'],
  [/Kansalaispuolue/g, 'Kansalais\u00ADpuolue'],
];

export function withJoints(name: string): string {
  return JOINTS.reduce((text, [word, hyphenated]) => text.replace(word, hyphenated), name);
}
