import type { $ZodRawIssue } from 'zod/v4/core';

// The Swedish sibling of zod-finnish.ts: a plain message for every zod issue that has no
// message of its own. The server uses it for requests in Swedish; a Swedish page can install it
// (it is a module of its own so that a Finnish page does not download it).

type Issue = $ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'ett tal',
  int: 'ett heltal',
  boolean: 'ja eller nej',
  array: 'en lista',
  object: 'uppgifter',
  date: 'ett datum',
};

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Texten är för lång (högst ${max} tecken).`;
    case 'array':
    case 'set':
      return `Det finns för många val (högst ${max}).`;
    case 'file':
      return 'Filen är för stor.';
    default:
      return `Talet är för stort (högst ${max}).`;
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return issue.minimum === 1
        ? 'Uppgiften saknas. Fyll i fältet.'
        : `Texten är för kort (minst ${min} tecken).`;
    case 'array':
    case 'set':
      return `Det finns för få val (minst ${min}).`;
    case 'file':
      return 'Filen är tom.';
    default:
      return `Talet är för litet (minst ${min}).`;
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }): string {
  if (issue.format === 'email') return 'Kontrollera e-postadressen.';
  if (issue.format === 'url') return 'Kontrollera webbadressen.';
  if (issue.format === 'date' || issue.format === 'datetime') return 'Kontrollera datumet.';
  return 'Uppgiften har fel format.';
}

/** The Swedish message for a zod issue that has no message of its own. */
export function swedishZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Uppgiften saknas.';
      const name = TYPE_NAMES[issue.expected];
      return name ? `Uppgiften har fel form: här ska det vara ${name}.` : 'Uppgiften har fel form.';
    }
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return 'Välj ett av de givna alternativen.';
    case 'not_multiple_of':
      return 'Talet duger inte.';
    case 'unrecognized_keys':
      return 'Uppgifterna innehåller fält som inte är kända.';
    default:
      return 'Uppgiften duger inte. Kontrollera den.';
  }
}
