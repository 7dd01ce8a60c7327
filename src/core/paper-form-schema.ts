import { z } from 'zod';
import { candidateProfileSchema } from './schemas';

// "Syötä paperilomakkeelta": what an admin types in from a candidate's signed paper form
// (docs/official-candidates.md, paper forms). Name, party and number come from the official list.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const paperEntryInputSchema = z.object({
  answers: candidateProfileSchema.shape.answers,
  answer_justifications: candidateProfileSchema.shape.answer_justifications,
  /** Needed only when the official list gives no age. */
  age: candidateProfileSchema.shape.age.nullable().default(null),
  /** The day the signed form reached the organizer (YYYY-MM-DD). */
  paper_received_on: z
    .string({ error: 'Kirjoita päivä, jona allekirjoitettu lomake saapui.' })
    .regex(ISO_DATE, { error: 'Kirjoita saapumispäivä muodossa vvvv-kk-pp.' })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), {
      error: 'Saapumispäivä ei ole oikea päivä.',
    }),
  /** The consents as ticked on the signed paper: (a) publication is required, (b) open data not. */
  consents: z.object({
    publish: z.literal(true, {
      error:
        'Lomakkeen voi syöttää vain, jos ehdokas on allekirjoittanut suostumuksen julkaisuun vaalikoneessa.',
    }),
    open_data: z.boolean({ error: 'Avoimen datan suostumuksen pitää olla kyllä tai ei.' }),
  }),
});
export type PaperEntryInput = z.infer<typeof paperEntryInputSchema>;
