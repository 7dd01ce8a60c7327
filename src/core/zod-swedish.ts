import type { $ZodRawIssue } from 'zod/v4/core';
import { zodMessage, type ZodTexts } from './zod-messages';

// The Swedish texts for zod's issues. The server uses them for requests in Swedish; a Swedish
// page can install them (a module of its own, so that a Finnish page does not download it).

const SWEDISH: ZodTexts = {
  typeNames: {
    string: 'text',
    number: 'ett tal',
    int: 'ett heltal',
    boolean: 'ja eller nej',
    array: 'en lista',
    object: 'uppgifter',
    date: 'ett datum',
  },
  missing: 'Uppgiften saknas.',
  wrongType: (name) => `Uppgiften har fel form: här ska det vara ${name}.`,
  wrongTypeOther: 'Uppgiften har fel form.',
  textTooLong: (max) => `Texten är för lång (högst ${max} tecken).`,
  tooManyChoices: (max) => `Det finns för många val (högst ${max}).`,
  fileTooBig: 'Filen är för stor.',
  numberTooBig: (max) => `Talet är för stort (högst ${max}).`,
  fillIn: 'Uppgiften saknas. Fyll i fältet.',
  textTooShort: (min) => `Texten är för kort (minst ${min} tecken).`,
  tooFewChoices: (min) => `Det finns för få val (minst ${min}).`,
  fileEmpty: 'Filen är tom.',
  numberTooSmall: (min) => `Talet är för litet (minst ${min}).`,
  email: 'Kontrollera e-postadressen.',
  url: 'Kontrollera webbadressen.',
  date: 'Kontrollera datumet.',
  format: 'Uppgiften har fel format.',
  choose: 'Välj ett av de givna alternativen.',
  notMultipleOf: 'Talet duger inte.',
  unknownFields: 'Uppgifterna innehåller fält som inte är kända.',
  other: 'Uppgiften duger inte. Kontrollera den.',
};

/** The Swedish message for a zod issue that has no message of its own. */
export function swedishZodMessage(issue: $ZodRawIssue): string {
  return zodMessage(issue, SWEDISH);
}
