import { z } from '@hono/zod-openapi';
import { CATEGORIES } from '#core/questions';
import { AGE_GROUPS, WEEKDAY_LABELS } from '#core/statistics';

// Response shapes of the admin statistics as /api/openapi.json documents them; they describe the
// service's Statistics type (field definitions there).

const count = z.number().int().min(0);
const percent = z.number().min(0).openapi({ description: 'One decimal' });
const day = z.string().openapi({ example: '2026-03-29', description: 'Europe/Helsinki day' });

export const StatisticsSchema = z
  .object({
    totalVisitors: count.openapi({ description: 'Visit records' }),
    totalMatches: count.openapi({ description: 'Saved matches' }),
    averageMatch: percent.openapi({ description: 'Mean match_percentage; 0 without matches' }),
    topCities: z.array(z.object({ city: z.string(), count })).max(5),
    categoryMatches: z
      .object(
        Object.fromEntries(CATEGORIES.map((c) => [c, percent])) as Record<
          (typeof CATEGORIES)[number],
          typeof percent
        >,
      )
      .openapi({ description: 'Mean per category; 0 when no saved match has a value for it' }),
    matchesByDate: z.array(z.object({ date: day, count })),
    visitorsByDate: z.array(z.object({ date: day, count })),
    partyDistribution: z.array(z.object({ party: z.string(), count })),
    ageGroups: z.array(z.object({ group: z.enum(AGE_GROUPS), count })).length(3),
    topProfessions: z.array(z.object({ profession: z.string(), count })).max(8),
    hourlyDistribution: z
      .array(z.object({ hour: z.number().int().min(0).max(23), count }))
      .length(24),
    weekdayDistribution: z.array(z.object({ day: z.enum(WEEKDAY_LABELS), count })).length(7),
    averageMatchByParty: z.array(z.object({ party: z.string(), average: percent })),
    completionRate: percent.openapi({
      description: 'totalMatches / totalVisitors × 100; 0 without visitors; may exceed 100',
    }),
    candidateCount: count.openapi({ description: 'Approved candidates' }),
  })
  .openapi('Statistics');

export const OverallStatisticsSchema = StatisticsSchema.extend({
  perMunicipality: z.array(
    z.object({
      municipality_id: z.string(),
      name: z.string(),
      totalVisitors: count,
      totalMatches: count,
      averageMatch: percent,
      completionRate: percent,
      candidateCount: count,
    }),
  ),
}).openapi('OverallStatistics');
