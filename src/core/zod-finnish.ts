// Only zod's small core module: the web app installs this in its entry chunk, which every voter
// page loads, so it must not pull in the whole library.
import { config, type $ZodRawIssue } from 'zod/v4/core';
import { zodMessage, type ZodTexts } from './zod-messages';

const FINNISH: ZodTexts = {
  typeNames: {
    string: 'tekstiä',
    number: 'numero',
    int: 'kokonaisluku',
    boolean: 'kyllä tai ei',
    array: 'luettelo',
    object: 'tietoja',
    date: 'päivämäärä',
  },
  missing: 'Tieto puuttuu.',
  wrongType: (name) => `Tiedon muoto on väärä: tässä pitää olla ${name}.`,
  wrongTypeOther: 'Tiedon muoto on väärä.',
  textTooLong: (max) => `Teksti on liian pitkä (enintään ${max} merkkiä).`,
  tooManyChoices: (max) => `Valintoja on liikaa (enintään ${max}).`,
  fileTooBig: 'Tiedosto on liian suuri.',
  numberTooBig: (max) => `Luku on liian suuri (enintään ${max}).`,
  fillIn: 'Tieto puuttuu. Täytä kenttä.',
  textTooShort: (min) => `Teksti on liian lyhyt (vähintään ${min} merkkiä).`,
  tooFewChoices: (min) => `Valintoja on liian vähän (vähintään ${min}).`,
  fileEmpty: 'Tiedosto on tyhjä.',
  numberTooSmall: (min) => `Luku on liian pieni (vähintään ${min}).`,
  email: 'Tarkista sähköpostiosoite.',
  url: 'Tarkista verkko-osoite.',
  date: 'Tarkista päivämäärä.',
  format: 'Tiedon muoto ei kelpaa.',
  choose: 'Valitse jokin annetuista vaihtoehdoista.',
  notMultipleOf: 'Luku ei kelpaa.',
  unknownFields: 'Tiedoissa on kenttiä, joita ei tunneta.',
  other: 'Tieto ei kelpaa. Tarkista se.',
};

/** The Finnish message for a zod issue that has no message of its own. */
export function finnishZodMessage(issue: $ZodRawIssue): string {
  return zodMessage(issue, FINNISH);
}

/** Installs the Finnish messages for every zod schema in this process or page; safe to repeat. */
export function installFinnishZodMessages(): void {
  config({ customError: finnishZodMessage });
}
