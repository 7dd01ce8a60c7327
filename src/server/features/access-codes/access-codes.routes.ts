import { z } from '@hono/zod-openapi';
import { accessCodeListQuerySchema } from '#core/admin-schemas';
import { accessCodeValidateSchema, createAccessCodesInputSchema } from '#core/schemas';
import { actorOf, adminRoute, municipalityAdmin, municipalityPage } from '../../auth/admin-routes';
import { ErrorSchema, jsonBody, jsonContent, langQuery, municipalityParam } from '../../openapi';
import { codeGuessBudget, markCodeAccepted } from '../../shared/middleware/code-guesses';
import { cachedSettings } from '../../shared/domain/settings';
import { AppError } from '../../errors';
import { ErrorCode } from '#core/error-codes';
import {
  createAccessCodes,
  listAccessCodes,
  resendAccessCode,
  validateAccessCode,
} from './access-codes.service';
import { remindUnanswered } from './reminders.service';
import {
  AccessCodePageSchema,
  RemindedSchema,
  AccessCodeValidationSchema,
  CreatedAccessCodesSchema,
  ResentAccessCodeSchema,
} from './access-codes.schemas';
import { createRouter, defineRoute } from '../../router';

export const accessCodeRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/access-codes/validate',
      tags: ['Julkinen'],
      summary:
        'Check a candidate access code: usable (with the answers sent so far when used), or unknown (404), used (409), expired (410) or past the answering deadline (403)',
      description:
        'A used code opens its answers for correcting until the answering deadline (with no deadline, until the code expires). Failed checks spend the shared per-address budget of failed code guesses; a usable code does not.',
      middleware: [codeGuessBudget],
      request: { body: jsonBody(accessCodeValidateSchema), query: langQuery },
      responses: {
        200: jsonContent(AccessCodeValidationSchema),
        400: jsonContent(ErrorSchema, 'Malformed code'),
        404: jsonContent(ErrorSchema, 'code_unknown'),
        409: jsonContent(ErrorSchema, 'code_used'),
        403: jsonContent(ErrorSchema, 'answering_closed'),
        410: jsonContent(ErrorSchema, 'code_expired'),
        429: jsonContent(ErrorSchema, 'Too many attempts'),
      },
    }),
    async (c) => {
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      const result = await validateAccessCode(
        c.var.db,
        c.req.valid('json').code,
        c.req.valid('query').lang ?? 'fi',
        settings.answer_deadline,
      ).catch((err: unknown) => {
        // A real code after the deadline is no wrong guess.
        if (err instanceof AppError && err.code === ErrorCode.AnsweringClosed) markCodeAccepted(c);
        throw err;
      });
      markCodeAccepted(c);
      return c.json(result, 200);
    },
  )
  .openapi(
    ...municipalityPage({
      path: '/admin/municipalities/{municipalityId}/access-codes',
      summary:
        "A municipality's access codes, newest first, with status, one page at a time (search: email or code; status filter)",
      query: accessCodeListQuerySchema,
      page: AccessCodePageSchema,
      list: listAccessCodes,
    }),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/access-codes',
      summary:
        'Create access codes for candidate emails (one per address) and queue emails with the links',
      request: { params: municipalityParam, body: jsonBody(createAccessCodesInputSchema) },
      responses: {
        201: jsonContent(CreatedAccessCodesSchema),
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
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/access-codes/{code}/resend',
      summary: 'Queue an email with an unused access code again',
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
        200: jsonContent(ResentAccessCodeSchema),
        410: jsonContent(
          ErrorSchema,
          'code_expired, or code_withdrawn (its candidate left the official list)',
        ),
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
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/access-codes/remind',
      summary:
        'Muistuta: queue one reminder to every address of the municipality with an unused code; never two to one address on a Helsinki day',
      request: { params: municipalityParam },
      responses: {
        200: jsonContent(RemindedSchema),
        403: jsonContent(
          ErrorSchema,
          'No permission, or answering_closed (the deadline has passed)',
        ),
      },
    }),
    async (c) => {
      const { mailer, config, publicCache } = c.var.deps;
      const { settings } = await cachedSettings(publicCache, c.var.db, c.var.log);
      return c.json(
        await remindUnanswered(c.var.db, mailer, c.req.valid('param').municipalityId, actorOf(c), {
          publicUrl: config.publicUrl,
          deadline: settings.answer_deadline,
        }),
        200,
      );
    },
  );
