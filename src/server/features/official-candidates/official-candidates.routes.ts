import { createRoute } from '@hono/zod-openapi';
import { officialCandidateListQuerySchema } from '#core/admin-schemas';
import { officialCandidateInputSchema } from '#core/official-schemas';
import { actorOf, municipalityAdmin } from '../../auth/admin-routes';
import {
  adminErrorResponses,
  integerIdParam,
  jsonBody,
  jsonContent,
  municipalityParam,
} from '../../openapi';
import {
  createOfficialCandidate,
  listOfficialCandidates,
  updateOfficialCandidate,
} from './official-candidates.service';
import {
  OfficialCandidatePageSchema,
  OfficialCandidateSchema,
} from './official-candidates.schemas';
import { createRouter } from '../../router';

const base = '/admin/municipalities/{municipalityId}/official-candidates';

export const officialCandidateRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags: ['Ylläpito'],
      summary: "A municipality's official candidate list (search by name, party or number; pages)",
      middleware: municipalityAdmin,
      request: { params: municipalityParam, query: officialCandidateListQuerySchema },
      responses: { 200: jsonContent(OfficialCandidatePageSchema), ...adminErrorResponses },
    }),
    async (c) =>
      c.json(
        await listOfficialCandidates(
          c.var.db,
          c.req.valid('param').municipalityId,
          c.req.valid('query'),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: base,
      tags: ['Ylläpito'],
      summary: 'Add an official candidate by hand',
      middleware: municipalityAdmin,
      request: { params: municipalityParam, body: jsonBody(officialCandidateInputSchema) },
      responses: { 201: jsonContent(OfficialCandidateSchema), ...adminErrorResponses },
    }),
    async (c) =>
      c.json(
        await createOfficialCandidate(
          c.var.db,
          c.req.valid('param').municipalityId,
          c.req.valid('json'),
          actorOf(c),
        ),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${base}/{officialId}`,
      tags: ['Ylläpito'],
      summary: "Correct an official candidate's details",
      middleware: municipalityAdmin,
      request: {
        params: municipalityParam.extend({ officialId: integerIdParam('officialId') }),
        body: jsonBody(officialCandidateInputSchema),
      },
      responses: { 200: jsonContent(OfficialCandidateSchema), ...adminErrorResponses },
    }),
    async (c) => {
      const { municipalityId, officialId } = c.req.valid('param');
      return c.json(
        await updateOfficialCandidate(
          c.var.db,
          municipalityId,
          officialId,
          c.req.valid('json'),
          actorOf(c),
        ),
        200,
      );
    },
  );
