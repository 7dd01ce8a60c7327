import { z } from '@hono/zod-openapi';
import { createRouter } from '../../router';
import { paperEntryInputSchema } from '#core/paper-form-schema';
import { actorOf, adminRoute, municipalityAdmin } from '../../auth/admin-routes';
import { integerIdParam, jsonBody, jsonContent, municipalityParam } from '../../openapi';
import { cachedSettings } from '../../shared/domain/settings';
import { enterPaperForm, paperEntryContext, paperQuestionnaires } from './paper-forms.service';

// Paper forms of official candidates (docs/official-candidates.md, paper forms).

const language = z.enum(['fi', 'sv']);

const QuestionnaireSchema = z
  .object({
    official_id: z.number().int(),
    name: z.string(),
    candidate_number: z.number().int(),
    language: language.openapi({ description: "The candidate's language (the official list's)" }),
    ask_age: z.boolean().openapi({ description: 'The official list gives no age: ask it' }),
    statements: z.array(
      z.object({ number: z.number().int(), text: z.string(), text_lang: language }),
    ),
    texts: z
      .object({
        sender: z.string(),
        title: z.string(),
        details: z.string(),
        instructions: z.string(),
        scale: z.array(z.string()).length(5),
        statement: z.string(),
        justification: z.string(),
        age: z.string(),
        consents_heading: z.string(),
        consent_publish: z.string(),
        consent_open_data: z.string(),
        signature: z.string(),
        place_and_date: z.string(),
        name_clarification: z.string(),
        deadline: z.string(),
        contact: z.string().nullable(),
      })
      .openapi({ description: "The form's texts in the candidate's language" }),
  })
  .openapi('PaperQuestionnaire');
export type PaperQuestionnaire = z.infer<typeof QuestionnaireSchema>;

const PaperEntryContextSchema = z
  .object({
    official: z.object({
      id: z.number().int(),
      name: z.string(),
      party: z.string(),
      candidate_number: z.number().int(),
      age: z.number().int().nullable(),
      language,
    }),
    statements: z.array(
      z.object({ number: z.number().int(), text: z.string(), text_lang: language }),
    ),
    second_admin_reviews: z.boolean().openapi({
      description:
        'The municipality has another admin, who reviews the entry; false: it is published at once',
    }),
    pending_submission_id: z.number().int().nullable(),
  })
  .openapi('PaperEntryContext');
export type PaperEntryContext = z.infer<typeof PaperEntryContextSchema>;

const PaperEnteredSchema = z
  .object({
    submission_id: z.number().int(),
    status: z.enum(['pending', 'approved']),
    candidate_id: z.number().int().nullable(),
    mark: z.string().openapi({ example: 'syötetty paperilomakkeelta (ylläpitäjä N.N.)' }),
  })
  .openapi('PaperEntered');
export type PaperEntered = z.infer<typeof PaperEnteredSchema>;

const officialParams = municipalityParam.extend({ officialId: integerIdParam('officialId') });

/** "1,2,3": the official candidates to print; absent: the whole list. */
const idsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,1999}$/, {
      error: 'Anna ehdokkaiden tunnisteet pilkuin erotettuina.',
    })
    .optional(),
});

export const paperFormRoutes = createRouter()
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/official-candidates/questionnaires',
      summary:
        "Printable questionnaires of official candidates (ids, or the whole list), each in the candidate's language",
      request: { params: municipalityParam, query: idsQuery },
      responses: { 200: jsonContent(z.array(QuestionnaireSchema)) },
    }),
    async (c) => {
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      const ids = c.req.valid('query').ids;
      return c.json(
        await paperQuestionnaires(
          c.var.db,
          c.req.valid('param').municipalityId,
          ids ? ids.split(',').map(Number) : null,
          { deadline: settings.answer_deadline, contact: settings.organizer_contact },
        ),
        200,
      );
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry',
      summary:
        'What the paper form entry page needs: the candidate, the statements and who reviews the entry',
      request: { params: officialParams },
      responses: { 200: jsonContent(PaperEntryContextSchema) },
    }),
    async (c) => {
      const { municipalityId, officialId } = c.req.valid('param');
      return c.json(await paperEntryContext(c.var.db, municipalityId, officialId, actorOf(c)), 200);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/official-candidates/{officialId}/paper-entry',
      summary:
        'Types in a signed paper form: a submission marked as entered from paper, reviewed by a second admin of the municipality when there is one, else published at once (audited)',
      request: { params: officialParams, body: jsonBody(paperEntryInputSchema) },
      responses: { 201: jsonContent(PaperEnteredSchema) },
    }),
    async (c) => {
      const { municipalityId, officialId } = c.req.valid('param');
      const result = await enterPaperForm(
        c.var.db,
        municipalityId,
        officialId,
        c.req.valid('json'),
        actorOf(c),
        { mailer: c.var.deps.mailer, log: c.var.log },
      );
      return c.json(result, 201);
    },
  );
