import type { Language, LocalizedText } from './language';

// The election name is a setting an admin writes in Finnish ("Kuntavaalit 2025"). The usual
// Finnish election names, with or without a year, have their Swedish names; any other text is
// shown as written, marked Finnish.
const SWEDISH: Readonly<Record<string, string>> = {
  kuntavaalit: 'Kommunalvalet',
  aluevaalit: 'Välfärdsområdesvalet',
  'kunta- ja aluevaalit': 'Kommunal- och välfärdsområdesvalet',
  eduskuntavaalit: 'Riksdagsvalet',
  presidentinvaali: 'Presidentvalet',
  europarlamenttivaalit: 'Europaparlamentsvalet',
};

/** The election name in `lang`, and the language it is in. */
export function electionNameIn(name: string, lang: Language): LocalizedText {
  if (lang === 'fi') return { text: name, lang: 'fi' };
  const match = /^(.*?)(\s+\d{4})?$/.exec(name.trim());
  const swedish = match ? SWEDISH[match[1]!.toLowerCase()] : undefined;
  return swedish
    ? { text: `${swedish}${match?.[2] ?? ''}`, lang: 'sv' }
    : { text: name, lang: 'fi' };
}
