import { z } from '@hono/zod-openapi';
import { officialCodesCsvSchema, officialCodesInputSchema } from '#core/official-schemas';
import { actorOf, adminRoute, municipalityAdmin } from '../../auth/admin-routes';
import { jsonBody, jsonContent, municipalityParam } from '../../openapi';
import { cachedSettings } from '../../shared/domain/settings';
import { AccessCodeSchema } from './access-codes.schemas';
import {
  createOfficialCodes,
  officialLetters,
  previewOfficialCodes,
} from './official-codes.service';
import { createRouter } from '../../router';

const CreatedOfficialCodesSchema = z.object({
  codes: z.array(AccessCodeSchema),
  queued: z.number().int().openapi({ description: 'Emails queued for sending' }),
  letters: z.number().int().openapi({ description: 'Codes without email: print their letters' }),
});
const LetterSchema = z
  .object({
    name: z.string(),
    party: z.string(),
    candidate_number: z.number().int(),
    code: z.string(),
    link: z.string(),
    expires_at: z.string(),
    qr_svg: z.string().openapi({ description: 'The link as a QR code (an SVG document)' }),
    language: z.enum(['fi', 'sv']).openapi({ description: "The candidate's language" }),
    texts: z
      .object({
        sender: z.string(),
        details: z.string(),
        reminder: z.string().nullable(),
        invitation: z.string(),
        code_label: z.string(),
        qr_hint: z.string(),
        qr_alt: z.string(),
        until: z.string(),
        locked: z.string(),
        contact: z.string().nullable(),
      })
      .openapi({ description: "The letter's texts in the candidate's language" }),
  })
  .openapi('OfficialCodeLetter');
export type OfficialCodeLetter = z.infer<typeof LetterSchema>;

export const OfficialCodesPreviewSchema = z
  .object({
    rows: z.array(
      z.object({
        line: z.number().int(),
        candidate_number: z.number().int(),
        email: z.string(),
        name: z.string(),
        party: z.string(),
        codes: z.number().int().openapi({ description: 'Codes this candidate already has' }),
      }),
    ),
    refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
    with_email: z.number().int(),
    letters: z.number().int(),
  })
  .openapi('OfficialCodesPreview');
export type OfficialCodesPreview = z.infer<typeof OfficialCodesPreviewSchema>;
export type CreatedOfficialCodes = z.infer<typeof CreatedOfficialCodesSchema>;

export const officialCodeRoutes = createRouter()
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/official-candidates/access-codes',
      summary:
        'Access codes for official candidates from (candidate number, email) rows; rows without email get letters',
      request: { params: municipalityParam, body: jsonBody(officialCodesInputSchema) },
      responses: { 201: jsonContent(CreatedOfficialCodesSchema) },
    }),
    async (c) => {
      const result = await createOfficialCodes(
        c.var.db,
        c.var.deps.mailer,
        c.req.valid('param').municipalityId,
        c.req.valid('json'),
        actorOf(c),
        c.var.deps.config.publicUrl,
      );
      return c.json(result, 201);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/official-candidates/access-codes/preview',
      summary:
        'Reads a (candidate number, email) file and shows the codes it would make; writes nothing',
      request: { params: municipalityParam, body: jsonBody(officialCodesCsvSchema) },
      responses: { 200: jsonContent(OfficialCodesPreviewSchema) },
    }),
    async (c) =>
      c.json(
        await previewOfficialCodes(
          c.var.db,
          c.req.valid('param').municipalityId,
          c.req.valid('json').csv,
        ),
        200,
      ),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/official-candidates/letters',
      summary:
        "Letters to print, in each candidate's language: unused codes of official candidates that no email carries; muistutus=1 for reminder letters",
      request: {
        params: municipalityParam,
        query: z.object({ muistutus: z.enum(['1']).optional() }),
      },
      responses: { 200: jsonContent(z.array(LetterSchema)) },
    }),
    async (c) => {
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      return c.json(
        await officialLetters(
          c.var.db,
          c.req.valid('param').municipalityId,
          c.var.deps.config.publicUrl,
          {
            reminder: c.req.valid('query').muistutus === '1',
            deadline: settings.answer_deadline,
            contact: settings.organizer_contact,
          },
        ),
        200,
      );
    },
  );
