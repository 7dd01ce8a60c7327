import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { ErrorSchema, jsonContent, municipalityPathParam } from '../../openapi';
import { sendAnswer } from '../../shared/infrastructure/public-cache';
import { openDataAnswer, type OpenDataFormat } from './open-data.service';
import { OpenDataSchema } from './open-data.schemas';
import { createRouter, defineRoute } from '../../router';

// GET /api/open-data/…: the published candidates and their answers as open data
// (docs/open-data.md). Off unless a super admin turns it on in Asetukset.

const CSV_TYPE = 'text/csv; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const FILES: { file: string; format: OpenDataFormat; summary: string }[] = [
  { file: 'candidates.json', format: 'json', summary: 'Candidates, answers and statements (JSON)' },
  { file: 'candidates.csv', format: 'csv', summary: 'Candidates and answers, one row each (CSV)' },
  { file: 'statements.csv', format: 'statements', summary: 'The statements answered (CSV)' },
  {
    file: 'municipalities.csv',
    format: 'municipalities',
    summary: 'Candidates per municipality, and how many were left out without consent (CSV)',
  },
];

const notPublished = {
  404: jsonContent(ErrorSchema, 'Open data is not published, or an unknown or hidden municipality'),
};

function content(format: OpenDataFormat) {
  return format === 'json'
    ? { 'application/json': { schema: OpenDataSchema } }
    : { 'text/csv': { schema: z.string() } };
}

/** A CSV downloads as a file named after what it holds: avoin-data-ehdokkaat-091.csv. */
function fileName(format: OpenDataFormat, scope: string | null) {
  const what =
    format === 'statements' ? 'vaitteet' : format === 'municipalities' ? 'kunnat' : 'ehdokkaat';
  return `avoin-data-${what}-${scope ?? 'kaikki'}.${format === 'json' ? 'json' : 'csv'}`;
}

export function openDataRoutes() {
  const router = createRouter();
  for (const { file, format, summary } of FILES) {
    const send = async (c: Context<AppEnv>, scope: string | null) => {
      // Set first: a 404 while open data is off is revalidated too.
      c.header('Cache-Control', 'no-cache');
      const { deps, db, log } = c.var;
      const answer = await openDataAnswer(
        deps.publicCache,
        db,
        format,
        scope,
        deps.config.publicUrl,
        log,
      );
      c.header(
        'Content-Disposition',
        `${format === 'json' ? 'inline' : 'attachment'}; filename="${fileName(format, scope)}"`,
      );
      return sendAnswer(c, answer, format === 'json' ? JSON_TYPE : CSV_TYPE);
    };
    router.openapi(
      defineRoute({
        method: 'get',
        path: `/open-data/${file}`,
        tags: ['Avoin data'],
        summary: `${summary}: the whole election`,
        description:
          'Every published candidate of every visible municipality who consented to open data; the others are only counted (candidates_left_out). Cacheable (ETag, 304). 404 while open data is not published.',
        responses: {
          200: { description: summary, content: content(format) },
          304: { description: 'Not modified' },
          ...notPublished,
        },
      }),
      (c) => send(c, null) as never,
    );
    router.openapi(
      defineRoute({
        method: 'get',
        path: `/open-data/municipalities/{id}/${file}`,
        tags: ['Avoin data'],
        summary: `${summary}: one municipality`,
        request: { params: z.object({ id: municipalityPathParam('id', '091') }) },
        responses: {
          200: { description: summary, content: content(format) },
          304: { description: 'Not modified' },
          ...notPublished,
        },
      }),
      (c) => send(c, c.req.valid('param').id) as never,
    );
  }
  return router;
}
