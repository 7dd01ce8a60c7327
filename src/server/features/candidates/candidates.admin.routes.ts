import { candidateListQuerySchema, updateCandidateInputSchema } from '#core/admin-schemas';
import { actorOf, adminRoute, municipalityAdmin, municipalityPage } from '../../auth/admin-routes';
import { jsonBody, integerIdParam, jsonContent, municipalityParam, OkSchema } from '../../openapi';
import { listAdminCandidates, removeCandidate, updateCandidate } from './candidates.admin.service';
import { AdminCandidatePageSchema, PublicCandidateSchema } from './candidates.schemas';
import { createRouter } from '../../router';

const candidateParams = municipalityParam.extend({
  candidateId: integerIdParam('candidateId'),
});

export const candidateAdminRoutes = createRouter()
  .openapi(
    ...municipalityPage({
      path: '/admin/municipalities/{municipalityId}/candidates',
      summary:
        'Approved candidates of a municipality, one page at a time (search: name, profession or candidate number; party filter)',
      query: candidateListQuerySchema,
      page: AdminCandidatePageSchema,
      list: listAdminCandidates,
    }),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'patch',
      path: '/admin/municipalities/{municipalityId}/candidates/{candidateId}',
      summary: 'Edit any field of a candidate, including answers, justifications and photo',
      request: { params: candidateParams, body: jsonBody(updateCandidateInputSchema) },
      responses: { 200: jsonContent(PublicCandidateSchema) },
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
    adminRoute(municipalityAdmin, {
      method: 'delete',
      path: '/admin/municipalities/{municipalityId}/candidates/{candidateId}',
      summary: 'Remove a candidate',
      request: { params: candidateParams },
      responses: { 200: jsonContent(OkSchema) },
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
