import { z } from 'zod';
import {
  codeDeliveryFields,
  candidateAgeSchema,
  candidateNumberSchema,
  candidateProfessionSchema,
  safeMultilineText,
  safeText,
} from './schemas';

// Inputs of Virallinen ehdokaslista: a candidate the admin adds or corrects by hand, and access
// codes for official candidates (docs/official-candidates.md). The candidate's details follow the
// same rules as everywhere (core/schemas.ts: number from 2, age from 18).

const name = (what: string) =>
  safeText(
    z
      .string({ error: `${what} puuttuu.` })
      .trim()
      .min(1, { error: `${what} puuttuu.` })
      .max(100, { error: `${what} saa olla enintään 100 merkkiä.` }),
  );

export const officialCandidateInputSchema = z.object({
  first_name: name('Etunimi'),
  last_name: name('Sukunimi'),
  party: name('Puolue'),
  candidate_number: candidateNumberSchema,
  age: candidateAgeSchema.nullable(),
  profession: candidateProfessionSchema,
  language: z.enum(['fi', 'sv'], { error: 'Kielen pitää olla suomi tai ruotsi.' }),
});
export type OfficialCandidateInput = z.infer<typeof officialCandidateInputSchema>;

export const officialCodesInputSchema = z.object({
  rows: z
    .array(
      z.object({
        candidate_number: candidateNumberSchema,
        /** Empty: no email; the admin prints a letter instead. */
        email: safeText(
          z
            .string()
            .trim()
            .toLowerCase()
            .max(254, { error: 'Sähköpostiosoite on liian pitkä.' })
            .refine((v) => v === '' || z.email().safeParse(v).success, {
              error: 'Tarkista sähköpostiosoite.',
            }),
        ),
      }),
      { error: 'Rivit puuttuvat.' },
    )
    .min(1, { error: 'Anna vähintään yksi ehdokasnumero.' })
    .max(2000, { error: 'Kerralla voi luoda enintään 2000 koodia.' }),
  ...codeDeliveryFields,
});
export type OfficialCodesInput = z.infer<typeof officialCodesInputSchema>;

/** A file of (candidate number, email) rows, read as text by the admin page, for a preview. */
export const officialCodesCsvSchema = z.object({
  csv: safeMultilineText(
    z
      .string({ error: 'Tiedoston sisältö puuttuu.' })
      .min(1, { error: 'Tiedosto on tyhjä.' })
      .max(200_000, { error: 'Tiedosto on liian suuri: enintään 2000 riviä kerralla.' }),
  ),
});
