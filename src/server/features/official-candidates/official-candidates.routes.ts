import { officialCandidateListQuerySchema } from '#core/admin-schemas';
import { officialCandidateInputSchema } from '#core/official-schemas';
import {
  actorOf,
  adminRoute,
  municipalityAdmin,
  municipalityChange,
  municipalityPage,
} from '../../auth/admin-routes';
import { integerIdParam, jsonBody, jsonContent, municipalityParam } from '../../openapi';
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
    ...municipalityPage({
      path: base,
      summary: "A municipality's official candidate list (search by name, party or number; pages)",
      query: officialCandidateListQuerySchema,
      page: OfficialCandidatePageSchema,
      list: listOfficialCandidates,
    }),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: base,
      summary: 'Add an official candidate by hand',
      request: { params: municipalityParam, body: jsonBody(officialCandidateInputSchema) },
      responses: { 201: jsonContent(OfficialCandidateSchema) },
    }),
    municipalityChange(createOfficialCandidate, 201),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'put',
      path: `${base}/{officialId}`,
      summary: "Correct an official candidate's details",
      request: {
        params: municipalityParam.extend({ officialId: integerIdParam('officialId') }),
        body: jsonBody(officialCandidateInputSchema),
      },
      responses: { 200: jsonContent(OfficialCandidateSchema) },
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
