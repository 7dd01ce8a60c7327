import { createRoute } from '@hono/zod-openapi';
import { candidateListQuerySchema, updateCandidateInputSchema } from '#core/admin-schemas';
import { actorOf, municipalityAdmin } from '../../auth/admin-routes';
import {
  adminErrorResponses,
  jsonBody,
  integerIdParam,
  jsonContent,
  municipalityParam,
  OkSchema,
} from '../../openapi';
import { listAdminCandidates, removeCandidate, updateCandidate } from './candidates.admin.service';
import { AdminCandidatePageSchema, PublicCandidateSchema } from './candidates.schemas';
import { createRouter } from '../../router';

const candidateParams = municipalityParam.extend({
  candidateId: integerIdParam('candidateId'),
});

export const candidateAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/candidates',
      tags: ['Ylläpito'],
      summary:
        'Approved candidates of a municipality, one page at a time (search: name, profession or candidate number; party filter)',
      middleware: municipalityAdmin,
      request: { params: municipalityParam, query: candidateListQuerySchema },
      responses: {
        200: jsonContent(AdminCandidatePageSchema),
        ...adminErrorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listAdminCandidates(
          c.var.db,
          c.req.valid('param').municipalityId,
          c.req.valid('query'),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/municipalities/{municipalityId}/candidates/{candidateId}',
      tags: ['Ylläpito'],
      summary: 'Edit any field of a candidate, including answers, justifications and photo',
      middleware: municipalityAdmin,
      request: { params: candidateParams, body: jsonBody(updateCandidateInputSchema) },
      responses: { 200: jsonContent(PublicCandidateSchema), ...adminErrorResponses },
    }),
    async (c) => {
      const { municipalityId, candidateId } = c.req.valid('param');
      return c.json(
        await updateCandidate(
          c.var.db,
          municipalityId,
          candidateId,
          c.req.valid('json'),
          actorOf(c),
          { storage: c.var.deps.photos, log: c.var.log },
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/municipalities/{municipalityId}/candidates/{candidateId}',
      tags: ['Ylläpito'],
      summary: 'Remove a candidate',
      middleware: municipalityAdmin,
      request: { params: candidateParams },
      responses: { 200: jsonContent(OkSchema), ...adminErrorResponses },
    }),
    async (c) => {
      const { municipalityId, candidateId } = c.req.valid('param');
      await removeCandidate(c.var.db, municipalityId, candidateId, actorOf(c), {
        storage: c.var.deps.photos,
        log: c.var.log,
      });
      return c.json({ ok: true as const }, 200);
    },
  );
