import { z } from 'zod';
import type { Answer } from '#core/matching';
import { bilingual, inMessageLanguage } from '#core/language';
import { PARTIES } from '#core/parties';
import { candidateProfileSchema, type CandidateProfile } from '#core/schemas';
import type { ValidatedCode } from '../api/access-code';
import { OTHER_PARTY, type CandidateDraft } from './draft';

/** The profile sent so far, as the code check answers it (a candidate back to correct it). */
type SentProfile = NonNullable<ValidatedCode['current']>['profile'];

/**
 * The form's rules are the core schema's (the server checks the same); here they are applied to
 * what the candidate typed, field by field, with messages that say how to fix it. Its own
 * messages, like the core's, come in the page language (`bilingual`, core/language.ts).
 */

const profile = candidateProfileSchema.shape;
const justificationSchema = profile.answer_justifications.element;

export const PARTY_LABELS: readonly string[] = PARTIES.map((party) => party.label);

const ageSchema = z
  .string()
  .trim()
  .min(1, { error: bilingual('Kirjoita ikäsi.', 'Skriv din ålder.'), abort: true })
  .regex(/^\d{1,3}$/, {
    error: bilingual(
      'Kirjoita ikä numeroina, esimerkiksi 67.',
      'Skriv åldern med siffror, till exempel 67.',
    ),
    abort: true,
  })
  .transform(Number)
  .pipe(profile.age);

const votingNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{0,6}$/, {
    error: bilingual(
      'Kirjoita ehdokasnumero numeroina, esimerkiksi 123. Voit myös jättää kentän tyhjäksi.',
      'Skriv kandidatnumret med siffror, till exempel 123. Du kan också lämna fältet tomt.',
    ),
    abort: true,
  })
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(profile.voting_number.unwrap());

/** Step 2, "Perustiedot", as typed: every value is text. */
export const detailsFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: bilingual('Kirjoita nimesi.', 'Skriv ditt namn.'), abort: true })
      .pipe(profile.name),
    age: ageSchema,
    party: z.string().min(1, { error: bilingual('Valitse puolue.', 'Välj parti.'), abort: true }),
    otherParty: z.string(),
    profession: profile.profession,
    votingNumber: votingNumberSchema,
  })
  .superRefine((values, ctx) => {
    if (values.party !== OTHER_PARTY) return;
    const other = profile.party.safeParse(values.otherParty);
    if (!other.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['otherParty'],
        message:
          values.otherParty.trim() === ''
            ? inMessageLanguage(
                'Kirjoita puolueen tai valitsijayhdistyksen nimi. Jos olet sitoutumaton, kirjoita Sitoutumaton.',
                'Skriv partiets eller valmansföreningens namn. Om du är obunden, skriv Obunden.',
              )
            : (other.error.issues[0]?.message ??
              inMessageLanguage('Tarkista puolueen nimi.', 'Kontrollera partiets namn.')),
      });
    }
  })
  .transform((values) => ({
    name: values.name,
    age: values.age,
    party: values.party === OTHER_PARTY ? values.otherParty.trim() : values.party,
    profession: values.profession,
    voting_number: values.votingNumber ?? null,
  }));

export type DetailsFormValues = z.input<typeof detailsFormSchema>;

export function detailsOf(draft: CandidateDraft): DetailsFormValues {
  return {
    name: draft.name,
    age: draft.age,
    party: draft.party,
    otherParty: draft.otherParty,
    profession: draft.profession,
    votingNumber: draft.votingNumber,
  };
}

/** The party as it will be shown, or '' when none is chosen yet. */
export function partyOf(draft: Pick<CandidateDraft, 'party' | 'otherParty'>): string {
  return draft.party === OTHER_PARTY ? draft.otherParty.trim() : draft.party;
}

export interface StatementErrors {
  answer?: string;
  justification?: string;
}

/** The errors of one statement (step 3): an answer is required, a justification optional. */
export function statementErrors(
  answer: Answer | null,
  justification: string,
): StatementErrors | null {
  const errors: StatementErrors = {};
  if (answer === null) {
    errors.answer = inMessageLanguage('Valitse yksi vaihtoehto.', 'Välj ett alternativ.');
  }
  const checked = justificationSchema.safeParse(justification);
  if (!checked.success) errors.justification = checked.error.issues[0]?.message;
  return errors.answer || errors.justification ? errors : null;
}

/** Step 3, one page of statements as the form holds them: checked as `statementErrors` does. */
export const statementsFormSchema = z
  .object({
    statements: z.array(
      z.object({ answer: z.number().int().min(1).max(5).nullable(), justification: z.string() }),
    ),
  })
  .superRefine((values, ctx) => {
    values.statements.forEach((statement, index) => {
      const errors = statementErrors(statement.answer as Answer | null, statement.justification);
      for (const field of ['answer', 'justification'] as const) {
        const message = errors?.[field];
        if (message) ctx.addIssue({ code: 'custom', path: ['statements', index, field], message });
      }
    });
  });

export type StatementsFormValues = z.input<typeof statementsFormSchema>;

export type ProfileCheck =
  { ok: true; profile: CandidateProfile } | { ok: false; details: boolean; statements: number[] };

/**
 * The whole form checked with the core schema before sending. On failure it tells which parts
 * need attention: the details step, and the ids of the statements to fix.
 */
export function checkProfile(draft: CandidateDraft): ProfileCheck {
  const details = detailsFormSchema.safeParse(detailsOf(draft));
  const statements: number[] = [];
  draft.answers.forEach((answer, index) => {
    if (statementErrors(answer, draft.justifications[index] ?? '')) statements.push(index + 1);
  });
  if (!details.success || statements.length > 0) {
    return { ok: false, details: !details.success, statements };
  }
  const result = candidateProfileSchema.safeParse({
    ...details.data,
    image: draft.image,
    answers: draft.answers,
    answer_justifications: draft.justifications,
  });
  if (!result.success) return { ok: false, details: true, statements };
  return { ok: true, profile: result.data };
}

/** The answers sent so far (a candidate back to correct them) as the form's draft. */
export function draftFromProfile(profile: SentProfile): CandidateDraft {
  const listed = PARTY_LABELS.includes(profile.party);
  return {
    name: profile.name,
    age: String(profile.age),
    party: listed ? profile.party : OTHER_PARTY,
    otherParty: listed ? '' : profile.party,
    profession: profile.profession,
    votingNumber: profile.voting_number === null ? '' : String(profile.voting_number),
    image: profile.image,
    answers: Array.from({ length: 25 }, (_, i) => {
      const value = profile.answers[i];
      return value !== undefined && value >= 1 && value <= 5 ? (value as Answer) : null;
    }),
    justifications: Array.from({ length: 25 }, (_, i) => profile.answer_justifications[i] ?? ''),
  };
}
