import { z } from '@hono/zod-openapi';
import { statisticsRangeSchema } from '#core/statistics';
import { municipalityAdmin, superAdmin } from '../../auth/admin-routes';
import { ErrorSchema, municipalityPathParam } from '../../openapi';
import { csvFileName, statisticsCsv } from './statistics.csv';
import { OverallStatisticsSchema, StatisticsSchema } from './statistics.schemas';
import { getMunicipalityStatistics, getOverallStatistics } from './statistics.service';
import { createRouter, defineRoute } from '../../router';

const json = <T extends z.core.$ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const csv = {
  description: 'Every figure as rows osio;nimi;arvo (UTF-8 with BOM, semicolons, decimal comma)',
  content: { 'text/csv': { schema: z.string() } },
};
const errorResponses = {
  400: json(ErrorSchema, 'Invalid date range'),
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'Not an admin of the municipality'),
};
const municipalityParams = z.object({
  municipalityId: municipalityPathParam('municipalityId'),
});
const rangeDescription =
  'Optional from and to (YYYY-MM-DD, Europe/Helsinki days, both included) filter visits and ' +
  'saved matches; candidates are not date-filtered.';

type Ok = ReturnType<typeof json> | typeof csv;

const municipalityRoute = <R extends Ok>(path: string, summary: string, ok: R) =>
  defineRoute({
    method: 'get',
    path,
    tags: ['Ylläpito'],
    summary,
    description: rangeDescription,
    middleware: municipalityAdmin,
    request: { params: municipalityParams, query: statisticsRangeSchema },
    responses: {
      200: ok,
      ...errorResponses,
      404: json(ErrorSchema, 'The municipality does not participate'),
    },
  });

const overallRoute = <R extends Ok>(path: string, summary: string, ok: R) =>
  defineRoute({
    method: 'get',
    path,
    tags: ['Ylläpito'],
    summary,
    description: `${rangeDescription} Super admins only.`,
    middleware: superAdmin,
    request: { query: statisticsRangeSchema },
    responses: { 200: ok, ...errorResponses },
  });

function csvResponse(body: string, fileName: string) {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Tilastot: statistics for municipal admins (their municipality) and super admins (all). */
export const statisticsAdminRoutes = createRouter()
  .openapi(
    municipalityRoute(
      '/admin/municipalities/{municipalityId}/statistics',
      "A municipality's statistics (definitions in docs/statistics.md)",
      json(StatisticsSchema, 'Statistics'),
    ),
    async (c) => {
      const { municipalityId } = c.req.valid('param');
      const result = await getMunicipalityStatistics(
        c.var.db,
        municipalityId,
        c.req.valid('query'),
      );
      return c.json(result.statistics, 200);
    },
  )
  .openapi(
    municipalityRoute(
      '/admin/municipalities/{municipalityId}/statistics.csv',
      "A municipality's statistics as CSV for Excel",
      csv,
    ),
    async (c) => {
      const { municipalityId } = c.req.valid('param');
      const range = c.req.valid('query');
      const { name, statistics } = await getMunicipalityStatistics(c.var.db, municipalityId, range);
      const body = statisticsCsv(statistics, `${name} (${municipalityId})`, range);
      return csvResponse(body, csvFileName(municipalityId)) as never;
    },
  )
  .openapi(
    overallRoute(
      '/admin/statistics',
      'Statistics of all municipalities together, plus headline figures per municipality',
      json(OverallStatisticsSchema, 'Statistics'),
    ),
    async (c) => c.json(await getOverallStatistics(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    overallRoute('/admin/statistics.csv', 'Statistics of all municipalities as CSV for Excel', csv),
    async (c) => {
      const range = c.req.valid('query');
      const statistics = await getOverallStatistics(c.var.db, range);
      const body = statisticsCsv(statistics, 'Kaikki kunnat', range);
      return csvResponse(body, csvFileName('kaikki')) as never;
    },
  );
