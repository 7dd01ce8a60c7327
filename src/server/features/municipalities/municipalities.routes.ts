import { z } from '@hono/zod-openapi';
import { MUNICIPALITY_ID } from '#core/schemas';
import {
  cachedPublicRoute,
  ErrorSchema,
  jsonContent,
  langQuery,
  municipalityPathParam,
} from '../../openapi';
import { sendAnswer, type FastRead } from '../../shared/infrastructure/public-cache';
import {
  cachedMunicipality,
  cachedMunicipalityList,
  publicMunicipality,
  publicMunicipalityList,
  publicPlainQuestions,
} from './municipalities.service';
import {
  MunicipalityDetailSchema,
  MunicipalitySchema,
  PlainQuestionsSchema,
} from './municipalities.schemas';
import { createRouter } from '../../router';

const IdParam = z.object({
  id: municipalityPathParam('id'),
});

/** The two routes' answers from memory, for the fast path of public reads. */
export const municipalityFastReads: FastRead[] = [
  {
    route: '/api/municipalities',
    path: /^\/api\/municipalities$/,
    contentType: 'application/json',
    answer: (cache, _id, lang) => cachedMunicipalityList(cache, lang),
  },
  {
    route: '/api/municipalities/:id',
    path: /^\/api\/municipalities\/([^/]+)$/,
    contentType: 'application/json',
    answer: (cache, id, lang) =>
      id !== undefined && MUNICIPALITY_ID.test(id)
        ? cachedMunicipality(cache, id, lang)
        : undefined,
  },
];

export const municipalityRoutes = createRouter()
  .openapi(
    cachedPublicRoute({
      method: 'get',
      path: '/municipalities',
      summary: 'Participating, non-hidden municipalities',
      description: 'With `lang=sv` the names are Swedish (sorted in Swedish).',
      request: { query: langQuery },
      responses: {
        200: {
          description: 'Municipalities sorted by name',
          content: { 'application/json': { schema: z.array(MunicipalitySchema) } },
        },
      },
    }),
    async (c) =>
      sendAnswer(
        c,
        await publicMunicipalityList(
          c.var.deps.publicCache,
          c.var.db,
          c.req.valid('query').lang ?? 'fi',
        ),
      ) as never,
  )
  .openapi(
    cachedPublicRoute({
      method: 'get',
      path: '/municipalities/{id}',
      summary: 'One municipality with its 25 statements (weights and custom texts applied)',
      description:
        'With `lang=sv` the statements, backgrounds and category labels are Swedish where a Swedish text exists; each `*_lang` says which language its text is in.',
      request: { params: IdParam, query: langQuery },
      responses: {
        200: jsonContent(MunicipalityDetailSchema, 'The municipality'),
        400: jsonContent(ErrorSchema, 'Unknown language'),
        404: jsonContent(ErrorSchema, 'Unknown or hidden'),
      },
    }),
    async (c) => {
      const { deps, db } = c.var;
      return sendAnswer(
        c,
        await publicMunicipality(
          deps.publicCache,
          db,
          c.req.valid('param').id,
          c.req.valid('query').lang ?? 'fi',
        ),
      ) as never;
    },
  )
  .openapi(
    cachedPublicRoute({
      method: 'get',
      path: '/municipalities/{id}/selkokieli',
      summary: 'The 25 statements and backgrounds in plain Finnish (selkokieli)',
      description:
        "Finnish only. Ids match `GET /api/municipalities/{id}`; a municipality's own texts are returned as written (`*_is_plain` false).",
      request: { params: IdParam },
      responses: {
        200: jsonContent(PlainQuestionsSchema, 'The plain texts'),
        404: jsonContent(ErrorSchema, 'Unknown or hidden'),
      },
    }),
    async (c) => {
      const { deps, db } = c.var;
      return sendAnswer(
        c,
        await publicPlainQuestions(deps.publicCache, db, c.req.valid('param').id),
      ) as never;
    },
  );
