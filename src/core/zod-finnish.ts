// Only zod's small core module: the web app installs this in its entry chunk, which every voter
// page loads, so it must not pull in the whole library.
import { config, type $ZodRawIssue } from 'zod/v4/core';

// Zod's own messages are English ("Too big: expected string to have <=40 characters"). Every
// schema that has no message of its own gets these plain Finnish ones instead, on the server
// (validation answers) and in the web app (form errors) alike. A message written on a schema
// always wins over this map.

type Issue = $ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'tekstiä',
  number: 'numero',
  int: 'kokonaisluku',
  boolean: 'kyllä tai ei',
  array: 'luettelo',
  object: 'tietoja',
  date: 'päivämäärä',
};

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Teksti on liian pitkä (enintään ${max} merkkiä).`;
    case 'array':
    case 'set':
      return `Valintoja on liikaa (enintään ${max}).`;
    case 'file':
      return 'Tiedosto on liian suuri.';
    default:
      return `Luku on liian suuri (enintään ${max}).`;
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return issue.minimum === 1
        ? 'Tieto puuttuu. Täytä kenttä.'
        : `Teksti on liian lyhyt (vähintään ${min} merkkiä).`;
    case 'array':
    case 'set':
      return `Valintoja on liian vähän (vähintään ${min}).`;
    case 'file':
      return 'Tiedosto on tyhjä.';
    default:
      return `Luku on liian pieni (vähintään ${min}).`;
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }): string {
  if (issue.format === 'email') return 'Tarkista sähköpostiosoite.';
  if (issue.format === 'url') return 'Tarkista verkko-osoite.';
  if (issue.format === 'date' || issue.format === 'datetime') return 'Tarkista päivämäärä.';
  return 'Tiedon muoto ei kelpaa.';
}

/** The Finnish message for a zod issue that has no message of its own. */
export function finnishZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Tieto puuttuu.';
      const name = TYPE_NAMES[issue.expected];
      return name ? `Tiedon muoto on väärä: tässä pitää olla ${name}.` : 'Tiedon muoto on väärä.';
    }
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return 'Valitse jokin annetuista vaihtoehdoista.';
    case 'not_multiple_of':
      return 'Luku ei kelpaa.';
    case 'unrecognized_keys':
      return 'Tiedoissa on kenttiä, joita ei tunneta.';
    default:
      return 'Tieto ei kelpaa. Tarkista se.';
  }
}

/** Installs the Finnish messages for every zod schema in this process or page; safe to repeat. */
export function installFinnishZodMessages(): void {
  config({ customError: finnishZodMessage });
}
