import { z } from 'zod';

// The statistics (docs/statistics.md): constants and the date-range input, shared by the server
// and the admin statistics page.

export const TOP_CITIES = 5;
export const TOP_PROFESSIONS = 8;
/** Candidates younger than 30 count in the first group (there are only these three groups). */
export const AGE_GROUPS = ['30-45', '46-60', '61+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
/** Weekday labels in the order of JavaScript's and PostgreSQL's day numbers (0 = Sunday). */
export const WEEKDAY_LABELS = ['Su', 'Ma', 'Ti', 'Ke', 'To', 'Pe', 'La'] as const;
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];
/** The party shown for saved matches whose candidate has since been removed. */
export const REMOVED_CANDIDATE_PARTY = 'Poistettu ehdokas';

export function ageGroupOf(age: number): AgeGroup {
  if (age <= 45) return '30-45';
  if (age <= 60) return '46-60';
  return '61+';
}

const DATE_MESSAGE = 'Anna päivämäärä muodossa VVVV-KK-PP, esimerkiksi 2026-04-01.';

/**
 * An optional range of Europe/Helsinki calendar days, both ends included: from=2026-03-01 and
 * to=2026-03-31 cover March. A missing end leaves that side open.
 */
export const statisticsRangeSchema = z
  .object({
    from: z.iso.date({ error: DATE_MESSAGE }).optional(),
    to: z.iso.date({ error: DATE_MESSAGE }).optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    error: 'Alkupäivä ei voi olla loppupäivän jälkeen.',
    path: ['from'],
  });

export type StatisticsRange = z.infer<typeof statisticsRangeSchema>;
