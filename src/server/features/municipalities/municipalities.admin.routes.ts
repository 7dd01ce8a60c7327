import { z } from '@hono/zod-openapi';
import {
  questionIdParamSchema,
  updateMunicipalityInputSchema,
  updateQuestionInputSchema,
} from '#core/admin-schemas';
import { participatingMunicipalityInputSchema } from '#core/schemas';
import {
  actorOf,
  adminRoute,
  anyAdmin,
  municipalityAdmin,
  municipalityChange,
  superAdmin,
} from '../../auth/admin-routes';
import { jsonBody, jsonContent, municipalityParam, OkSchema } from '../../openapi';
import {
  addMunicipality,
  listAdminMunicipalities,
  removeMunicipality,
  updateMunicipality,
} from './municipalities.admin.service';
import { adminQuestions, updateQuestion } from './municipality-statements.service';
import {
  AdminMunicipalityListItemSchema,
  AdminMunicipalitySchema,
  AdminQuestionSchema,
} from './municipalities.schemas';
import { createRouter } from '../../router';

const questionParams = municipalityParam.extend({
  questionId: questionIdParamSchema.openapi({
    param: { name: 'questionId', in: 'path' },
    example: 5,
  }),
});

export const municipalityAdminRoutes = createRouter()
  .openapi(
    adminRoute(anyAdmin, {
      method: 'get',
      path: '/admin/municipalities',
      summary: 'Municipalities this admin manages (all for a super admin), hidden ones included',
      responses: {
        200: jsonContent(z.array(AdminMunicipalityListItemSchema)),
      },
    }),
    async (c) => c.json(await listAdminMunicipalities(c.var.db, c.var.access.municipalities), 200),
  )
  .openapi(
    adminRoute(superAdmin, {
      method: 'post',
      path: '/admin/municipalities',
      summary:
        'Add a municipality from the reference list, or a custom one (creates its organization)',
      request: { body: jsonBody(participatingMunicipalityInputSchema) },
      responses: { 201: jsonContent(AdminMunicipalitySchema) },
    }),
    async (c) => c.json(await addMunicipality(c.var.db, c.req.valid('json'), actorOf(c)), 201),
  )
  .openapi(
    adminRoute(superAdmin, {
      method: 'patch',
      path: '/admin/municipalities/{municipalityId}',
      summary: 'Hide or show a municipality; set or clear its custom name',
      request: { params: municipalityParam, body: jsonBody(updateMunicipalityInputSchema) },
      responses: { 200: jsonContent(AdminMunicipalitySchema) },
    }),
    municipalityChange(updateMunicipality, 200),
  )
  .openapi(
    adminRoute(superAdmin, {
      method: 'delete',
      path: '/admin/municipalities/{municipalityId}',
      summary:
        'Remove a municipality with its candidates, access codes, submissions and statistics',
      request: { params: municipalityParam },
      responses: { 200: jsonContent(OkSchema) },
    }),
    async (c) => {
      await removeMunicipality(c.var.db, c.req.valid('param').municipalityId, actorOf(c), {
        storage: c.var.deps.photos,
        log: c.var.log,
      });
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/questions',
      summary: "The 25 statements with this municipality's weights and texts, and the defaults",
      request: { params: municipalityParam },
      responses: { 200: jsonContent(z.array(AdminQuestionSchema)) },
    }),
    async (c) => c.json(await adminQuestions(c.var.db, c.req.valid('param').municipalityId), 200),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'patch',
      path: '/admin/municipalities/{municipalityId}/questions/{questionId}',
      summary:
        "Change a statement's weight (2 or 3) or text for this municipality; text null restores the default",
      request: { params: questionParams, body: jsonBody(updateQuestionInputSchema) },
      responses: { 200: jsonContent(AdminQuestionSchema) },
    }),
    async (c) => {
      const { municipalityId, questionId } = c.req.valid('param');
      return c.json(
        await updateQuestion(c.var.db, municipalityId, questionId, c.req.valid('json'), actorOf(c)),
        200,
      );
    },
  );
