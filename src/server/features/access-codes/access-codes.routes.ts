import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { accessCodeValidateSchema, createAccessCodesInputSchema } from '../../../core/schemas';
import { requireMunicipalityAdmin, requireUser } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import {
  adminErrorResponses,
  ErrorSchema,
  jsonBody,
  jsonContent,
  municipalityParam,
} from '../../openapi';
import { codeGuessBudget, markCodeAccepted } from '../../shared/code-guesses';
import {
  createAccessCodes,
  listAccessCodes,
  resendAccessCode,
  validateAccessCode,
} from './access-codes.service';

const AccessCodeSchema = z
  .object({
    code: z.string(),
    municipality_id: z.string(),
    email: z.string(),
    expires_at: z.string(),
    used: z.boolean(),
    used_at: z.string().nullable(),
    created_at: z.string(),
    status: z.enum(['unused', 'used', 'expired']),
    email_status: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable().openapi({
      description:
        "The code's latest email: pending (queued or being retried), sent (accepted by the mail relay), failed (every attempt failed), not_sent (no mail relay configured); null when never emailed",
    }),
  })
  .openapi('AccessCode');

const ValidationSchema = z
  .object({
    valid: z.literal(true),
    code: z.string(),
    expires_at: z.string(),
    municipality: z.object({ municipality_id: z.string(), name: z.string() }),
    questions: z.array(
      z.object({
        id: z.number(),
        text: z.string(),
        category: z.string(),
        weight: z.number(),
        type: z.string(),
        direction: z.number().nullable(),
      }),
    ),
  })
  .openapi('AccessCodeValidation');

const actorOf = (c: { var: AppEnv['Variables'] }) => ({
  id: c.var.user.id,
  email: c.var.user.email,
});
const admin = [requireUser, requireMunicipalityAdmin('municipalityId')];

export const accessCodeRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'post',
      path: '/access-codes/validate',
      tags: ['Julkinen'],
      summary:
        'Check a candidate access code: usable, or unknown (404), used (409) or expired (410)',
      description:
        'Failed checks spend the shared per-address budget of failed code guesses; a usable code does not.',
      middleware: [codeGuessBudget],
      request: { body: jsonBody(accessCodeValidateSchema) },
      responses: {
        200: jsonContent(ValidationSchema),
        400: jsonContent(ErrorSchema, 'Malformed code'),
        404: jsonContent(ErrorSchema, 'code_unknown'),
        409: jsonContent(ErrorSchema, 'code_used'),
        410: jsonContent(ErrorSchema, 'code_expired'),
        429: jsonContent(ErrorSchema, 'Too many attempts'),
      },
    }),
    async (c) => {
      const result = await validateAccessCode(c.var.db, c.req.valid('json').code);
      markCodeAccepted(c);
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/access-codes',
      tags: ['Ylläpito'],
      summary: "A municipality's access codes, newest first, with status",
      middleware: admin,
      request: { params: municipalityParam },
      responses: { 200: jsonContent(z.array(AccessCodeSchema)), ...adminErrorResponses },
    }),
    async (c) => c.json(await listAccessCodes(c.var.db, c.req.valid('param').municipalityId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/access-codes',
      tags: ['Ylläpito'],
      summary:
        'Create access codes for candidate emails (one per address) and queue emails with the links',
      middleware: admin,
      request: { params: municipalityParam, body: jsonBody(createAccessCodesInputSchema) },
      responses: {
        201: jsonContent(
          z.object({
            codes: z.array(AccessCodeSchema),
            queued: z.number().openapi({ description: 'Emails queued for sending' }),
          }),
        ),
        ...adminErrorResponses,
      },
    }),
    async (c) => {
      const { mailer, config } = c.var.deps;
      const result = await createAccessCodes(
        c.var.db,
        mailer,
        c.req.valid('param').municipalityId,
        c.req.valid('json'),
        actorOf(c),
        config.publicUrl,
      );
      return c.json(result, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/access-codes/{code}/resend',
      tags: ['Ylläpito'],
      summary: 'Queue an email with an unused access code again',
      middleware: admin,
      request: {
        params: municipalityParam.extend({
          code: z
            .string()
            .min(1)
            .max(20)
            .regex(/^[A-Za-z0-9-]+$/, {
              error: 'Pääsykoodissa on merkkejä, joita koodeissa ei käytetä.',
            })
            .openapi({ param: { name: 'code', in: 'path' } }),
        }),
      },
      responses: {
        200: jsonContent(z.object({ email_status: z.enum(['pending', 'not_sent']) })),
        ...adminErrorResponses,
      },
    }),
    async (c) => {
      const { municipalityId, code } = c.req.valid('param');
      const { mailer, config } = c.var.deps;
      return c.json(
        await resendAccessCode(
          c.var.db,
          mailer,
          municipalityId,
          code,
          actorOf(c),
          config.publicUrl,
        ),
        200,
      );
    },
  );
