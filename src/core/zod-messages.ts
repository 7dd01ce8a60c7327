import type { $ZodRawIssue } from 'zod/v4/core';

// Zod's own messages are English ("Too big: expected string to have <=40 characters"). Every
// schema that has no message of its own gets a plain message in the user's language instead,
// on the server (validation answers) and in the web app (form errors) alike; a message written
// on a schema always wins. This module picks the message; each language gives its texts in a
// module of its own (zod-finnish.ts, zod-swedish.ts), so a Finnish page downloads no Swedish.

type Issue = $ZodRawIssue;

/** One language's texts for zod's issues. */
export interface ZodTexts {
  /** What a value should be, by zod's type name: "tekstiä", "ett tal"... */
  typeNames: Record<string, string>;
  missing: string;
  wrongType: (typeName: string) => string;
  wrongTypeOther: string;
  textTooLong: (max: string) => string;
  tooManyChoices: (max: string) => string;
  fileTooBig: string;
  numberTooBig: (max: string) => string;
  /** A required text left empty (minimum length 1). */
  fillIn: string;
  textTooShort: (min: string) => string;
  tooFewChoices: (min: string) => string;
  fileEmpty: string;
  numberTooSmall: (min: string) => string;
  email: string;
  url: string;
  date: string;
  format: string;
  choose: string;
  notMultipleOf: string;
  unknownFields: string;
  other: string;
}

function tooBig(issue: Issue & { code: 'too_big' }, texts: ZodTexts): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return texts.textTooLong(max);
    case 'array':
    case 'set':
      return texts.tooManyChoices(max);
    case 'file':
      return texts.fileTooBig;
    default:
      return texts.numberTooBig(max);
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }, texts: ZodTexts): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return issue.minimum === 1 ? texts.fillIn : texts.textTooShort(min);
    case 'array':
    case 'set':
      return texts.tooFewChoices(min);
    case 'file':
      return texts.fileEmpty;
    default:
      return texts.numberTooSmall(min);
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }, texts: ZodTexts): string {
  if (issue.format === 'email') return texts.email;
  if (issue.format === 'url') return texts.url;
  if (issue.format === 'date' || issue.format === 'datetime') return texts.date;
  return texts.format;
}

/** The message in `texts`' language for a zod issue that has no message of its own. */
export function zodMessage(issue: Issue, texts: ZodTexts): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return texts.missing;
      const name = texts.typeNames[issue.expected];
      return name ? texts.wrongType(name) : texts.wrongTypeOther;
    }
    case 'too_big':
      return tooBig(issue, texts);
    case 'too_small':
      return tooSmall(issue, texts);
    case 'invalid_format':
      return invalidFormat(issue, texts);
    case 'invalid_value':
      return texts.choose;
    case 'not_multiple_of':
      return texts.notMultipleOf;
    case 'unrecognized_keys':
      return texts.unknownFields;
    default:
      return texts.other;
  }
}
