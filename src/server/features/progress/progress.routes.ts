import { z } from '@hono/zod-openapi';
import { adminRoute, anyAdmin } from '../../auth/admin-routes';
import { jsonContent } from '../../openapi';
import { progressCsv, progressOf } from './progress.service';
import { createRouter } from '../../router';

export const ProgressRowSchema = z
  .object({
    municipality_id: z.string(),
    name: z.string(),
    official: z.number().int().openapi({ description: 'Candidates on the official list' }),
    codes: z.number().int().openapi({ description: 'Access codes made' }),
    mailed: z
      .number()
      .int()
      .openapi({ description: 'Codes whose email the mail relay has accepted' }),
    letters: z.number().int().openapi({ description: 'Codes made for a printed letter' }),
    answered: z.number().int().openapi({ description: 'Codes a candidate has answered with' }),
    pending: z.number().int().openapi({ description: 'Submissions waiting for review' }),
    published: z.number().int().openapi({ description: 'Candidates the voters see' }),
  })
  .openapi('MunicipalityProgress');
export type ProgressRowResponse = z.infer<typeof ProgressRowSchema>;

const route = (path: string, summary: string, ok: ReturnType<typeof jsonContent> | object) =>
  adminRoute(anyAdmin, {
    method: 'get',
    path,
    summary,
    description: 'The municipalities the admin manages (a super admin: every one), by name.',
    responses: { 200: ok as ReturnType<typeof jsonContent> },
  });

/** Vastaustilanne on the admin overview: per municipality, how far the candidates have got. */
export const progressRoutes = createRouter()
  .openapi(
    route(
      '/admin/progress',
      'Per municipality: official candidates, codes made, mailed and printed, answered, waiting for review, published',
      jsonContent(z.array(ProgressRowSchema)),
    ),
    async (c) => c.json(await progressOf(c.var.db, c.var.access.municipalities), 200),
  )
  .openapi(
    route('/admin/progress.csv', 'The same as CSV for Excel (UTF-8 with BOM, semicolons)', {
      description: 'CSV',
      content: { 'text/csv': { schema: z.string() } },
    }),
    async (c) => {
      const body = progressCsv(await progressOf(c.var.db, c.var.access.municipalities));
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="vastaustilanne.csv"',
          'Cache-Control': 'no-store',
        },
      }) as never;
    },
  );
