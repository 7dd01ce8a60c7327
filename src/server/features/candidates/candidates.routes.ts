import { z } from '@hono/zod-openapi';
import { mockAvatarSvg } from '#core/mock-candidates';
import type { Context } from 'hono';
import type { Language } from '#core/language';
import type { AppEnv } from '../../context';
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
  cachedCandidateList,
  cachedVoterFile,
  publicCandidateList,
  publicVoterFile,
  type VoterFile,
} from './candidates.service';
import {
  DetailsFileSchema,
  ProfilesFileSchema,
  PublicCandidateSchema,
  RankingFileSchema,
} from './candidates.schemas';
import { createRouter, defineRoute } from '../../router';

const listRoute = cachedPublicRoute({
  method: 'get',
  path: '/municipalities/{id}/candidates',
  summary: 'Candidates of a municipality (approved, plus demo candidates in demo mode)',
  description:
    "A candidate's texts are as written (`language`: the language of the candidate's form); with `lang=sv` the demo candidates' texts are Swedish.",
  request: {
    params: z.object({
      id: municipalityPathParam('id', '837'),
    }),
    query: langQuery,
  },
  responses: {
    200: {
      description: 'Candidates',
      content: { 'application/json': { schema: z.array(PublicCandidateSchema) } },
    },
    400: jsonContent(ErrorSchema, 'Unknown language'),
    404: jsonContent(ErrorSchema, 'Unknown or hidden municipality'),
  },
});

const LIST_TYPE = 'application/json; charset=utf-8';

/** The list route's answer from memory, for the fast path of public reads. */
export const candidateListFastRead: FastRead = {
  route: '/api/municipalities/:id/candidates',
  path: /^\/api\/municipalities\/([^/]+)\/candidates$/,
  contentType: LIST_TYPE,
  answer: (cache, id, lang) =>
    id !== undefined && MUNICIPALITY_ID.test(id) ? cachedCandidateList(cache, id, lang) : undefined,
};

const fileRoute = (
  file: VoterFile,
  schema: z.core.$ZodType,
  summary: string,
  description: string,
) =>
  cachedPublicRoute({
    method: 'get',
    path: `/municipalities/{id}/candidates/${file}`,
    summary,
    description: `${description} docs/decisions/0031-national-scale-voter-data.md.`,
    request: {
      params: z.object({ id: municipalityPathParam('id', '837') }),
      query: langQuery,
    },
    responses: {
      200: { description: summary, content: { 'application/json': { schema } } },
      400: jsonContent(ErrorSchema, 'Unknown language'),
      404: jsonContent(ErrorSchema, 'Unknown or hidden municipality'),
    },
  });

const rankingRoute = fileRoute(
  'ranking',
  RankingFileSchema,
  "The voter's ranking file: what ranking and a result row need, compact",
  'The same candidates as the list, in its order: id, name, party, number, age, answers as digits, image.',
);
const profilesRoute = fileRoute(
  'profiles',
  ProfilesFileSchema,
  "The voter's profiles file: every candidate's profession and language, for the result cards",
  'One small file per municipality and language: what the results page fetches after the ranking file.',
);
const detailsRoute = fileRoute(
  'details',
  DetailsFileSchema,
  "The voter's details file: every candidate's profession, language and justifications",
  "One file per municipality and language, so that fetching it tells nothing of which candidates a voter looks at; the web app fetches it when the voter first opens any candidate's answers.",
);

/** The voter files' answers from memory, for the fast path of public reads. */
export const voterFileFastReads: FastRead[] = (['ranking', 'profiles', 'details'] as const).map(
  (file) => ({
    route: `/api/municipalities/:id/candidates/${file}`,
    path: new RegExp(`^/api/municipalities/([^/]+)/candidates/${file}$`),
    contentType: LIST_TYPE,
    answer: (cache, id, lang) =>
      id !== undefined && MUNICIPALITY_ID.test(id)
        ? cachedVoterFile(cache, id, lang, file)
        : undefined,
  }),
);

const avatarRoute = defineRoute({
  method: 'get',
  path: '/mock-avatars/{file}',
  tags: ['Julkinen'],
  summary: 'A generated demo-candidate avatar (SVG, made on this server)',
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^\d{1,9}\.svg$/)
        .openapi({ param: { name: 'file', in: 'path' }, example: '91001.svg' }),
    }),
  },
  responses: {
    200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
  },
});

/**
 * The handler of one of the voter's files, revalidated on every use (no-cache: the ETag answers
 * a repeat). The route's schemas have checked `id` and `lang` before it runs.
 */
function voterFileHandler(file: VoterFile) {
  return async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    const { deps, db, log } = c.var;
    const id = c.req.param('id') ?? '';
    const lang = (c.req.query('lang') ?? 'fi') as Language;
    const answer = await publicVoterFile(deps.publicCache, db, id, lang, file, log);
    return sendAnswer(c, answer, LIST_TYPE) as never;
  };
}

export function candidateRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      // Set before the lookup: a 404 for an unknown municipality is revalidated too.
      c.header('Cache-Control', 'no-cache');
      const { deps, db, log } = c.var;
      const answer = await publicCandidateList(
        deps.publicCache,
        db,
        c.req.valid('param').id,
        c.req.valid('query').lang ?? 'fi',
        log,
      );
      return sendAnswer(c, answer, LIST_TYPE) as never;
    })
    .openapi(rankingRoute, voterFileHandler('ranking'))
    .openapi(profilesRoute, voterFileHandler('profiles'))
    .openapi(detailsRoute, voterFileHandler('details'))
    .openapi(avatarRoute, (c) => {
      const key = c.req.valid('param').file.replace(/\.svg$/, '');
      c.header('Content-Type', 'image/svg+xml');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(mockAvatarSvg(key), 200) as never;
    });
}
