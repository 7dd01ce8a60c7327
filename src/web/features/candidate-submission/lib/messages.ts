import type { MessageId } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';

/**
 * The form checks with the core schema (the server's rules), whose messages are Finnish, and with
 * a few rules of its own, also written in Finnish. This map gives each such message its catalog
 * id, so it is shown in the page language; a message not listed here is shown as it is.
 */
const MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'Kirjoita nimesi.': 'candidate.error.nameMissing',
  'Nimessä pitää olla vähintään 2 merkkiä.': 'candidate.error.nameShort',
  'Nimi saa olla enintään 100 merkkiä.': 'candidate.error.nameLong',
  'Kirjoita ikäsi.': 'candidate.error.ageMissing',
  'Kirjoita ikä numeroina, esimerkiksi 67.': 'candidate.error.ageFormat',
  'Iän pitää olla kokonaisluku.': 'candidate.error.ageInteger',
  'Ehdokkaan pitää olla vähintään 18-vuotias.': 'candidate.error.ageMin',
  'Tarkista ikä.': 'candidate.error.ageCheck',
  'Valitse puolue.': 'candidate.error.partyMissing',
  'Valitse puolue tai kirjoita sen nimi.': 'candidate.error.partyOrName',
  'Puolueen nimi saa olla enintään 100 merkkiä.': 'candidate.error.partyLong',
  'Kirjoita puolueen tai valitsijayhdistyksen nimi. Jos olet sitoutumaton, kirjoita Sitoutumaton.':
    'candidate.error.otherPartyMissing',
  'Tarkista puolueen nimi.': 'candidate.error.partyCheck',
  'Ammatti saa olla enintään 100 merkkiä.': 'candidate.error.professionLong',
  'Kirjoita ehdokasnumero numeroina, esimerkiksi 123. Voit myös jättää kentän tyhjäksi.':
    'candidate.error.votingNumberFormat',
  'Ehdokasnumeron pitää olla kokonaisluku.': 'candidate.error.votingNumberInteger',
  'Ehdokasnumero on vähintään 2.': 'candidate.error.votingNumberMin',
  'Ehdokasnumero on liian suuri.': 'candidate.error.votingNumberMax',
  'Valitse yksi vaihtoehto.': 'candidate.error.answerMissing',
  'Perustelu saa olla enintään 1000 merkkiä.': 'candidate.error.justificationLong',
  'Teksti sisältää merkkejä, joita ei voi tallentaa. Poista erikoismerkit ja yritä uudelleen.':
    'candidate.error.unsafeText',
  'Pääsykoodi puuttuu.': 'candidate.error.codeMissing',
  'Pääsykoodissa pitää olla 8 merkkiä.': 'candidate.error.codeLength',
  'Pääsykoodissa on merkkejä, joita koodeissa ei käytetä. Tarkista koodi.':
    'candidate.error.codeCharacters',
};

/** A validation message in the page language. */
export function localizeMessage(t: Translate, message: string): string {
  const id = MESSAGE_IDS[message];
  return id ? t(id) : message;
}
