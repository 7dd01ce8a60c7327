import { z } from '@hono/zod-openapi';
import { createRouter, defineRoute } from '../../router';
import { consentKindSchema } from '#core/consent';
import { accessCodeSchema } from '#core/schemas';
import { actorOf, adminRoute, municipalityAdmin } from '../../auth/admin-routes';
import {
  ErrorSchema,
  integerIdParam,
  jsonBody,
  jsonContent,
  municipalityParam,
  OkSchema,
} from '../../openapi';
import { codeGuessBudget, markCodeAccepted } from '../../shared/middleware/code-guesses';
import { cachedSettings } from '../../shared/domain/settings';
import { withdrawByAdmin, withdrawWithCode } from './consent.service';

// Withdrawing a consent: the candidate with their code until the deadline, an admin on the
// candidate's request (docs/product.md, "Consent").

const consentBody = z.object({ consent: consentKindSchema });

export const consentRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/candidate-consents/withdraw',
      tags: ['Julkinen'],
      summary: "Withdraw a consent with the candidate's access code, until the answering deadline",
      description:
        'publish: the profile, the submissions and the code are deleted at once (the voters no longer see the candidate). open_data: the candidate leaves the open data files at once. After the deadline: 403 answering_closed (an admin withdraws on request). A refused code spends the shared per-address budget of failed code guesses.',
      middleware: [codeGuessBudget],
      request: { body: jsonBody(consentBody.extend({ code: accessCodeSchema })) },
      responses: {
        200: jsonContent(OkSchema),
        400: jsonContent(ErrorSchema, 'Invalid request, or nothing sent with the code yet'),
        403: jsonContent(ErrorSchema, 'answering_closed'),
        404: jsonContent(ErrorSchema, 'code_unknown'),
        409: jsonContent(ErrorSchema, 'code_used (no deadline and the code has expired)'),
        410: jsonContent(ErrorSchema, 'code_expired or code_withdrawn'),
        429: jsonContent(ErrorSchema, 'Too many attempts'),
      },
    }),
    async (c) => {
      const { code, consent } = c.req.valid('json');
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      await withdrawWithCode(
        c.var.db,
        code,
        consent,
        settings.answer_deadline,
        { storage: c.var.deps.photos, log: c.var.log },
        () => markCodeAccepted(c),
      );
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/candidates/{candidateId}/withdraw-consent',
      summary:
        "Withdraw a candidate's consent on their request (publish: removes the candidate; open_data: leaves open data); audited",
      request: {
        params: municipalityParam.extend({ candidateId: integerIdParam('candidateId') }),
        body: jsonBody(consentBody),
      },
      responses: { 200: jsonContent(OkSchema) },
    }),
    async (c) => {
      const { municipalityId, candidateId } = c.req.valid('param');
      await withdrawByAdmin(
        c.var.db,
        municipalityId,
        candidateId,
        c.req.valid('json').consent,
        actorOf(c),
        { storage: c.var.deps.photos, log: c.var.log },
      );
      return c.json({ ok: true as const }, 200);
    },
  );
