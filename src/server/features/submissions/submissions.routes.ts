import { z } from '@hono/zod-openapi';
import { submissionListQuerySchema } from '#core/admin-schemas';
import { candidateSubmissionInputSchema, rejectSubmissionInputSchema } from '#core/schemas';
import { actorOf, adminRoute, municipalityAdmin, municipalityPage } from '../../auth/admin-routes';
import {
  ErrorSchema,
  jsonBody,
  integerIdParam,
  jsonContent,
  municipalityParam,
} from '../../openapi';
import { codeGuessBudget, markCodeAccepted } from '../../shared/middleware/code-guesses';
import { cachedSettings } from '../../shared/domain/settings';
import {
  approveSubmission,
  getSubmission,
  listPendingSubmissions,
  rejectSubmission,
} from './submissions.service';
import { submitCandidateForm } from './candidate-submit.service';
import { approveMany } from './bulk-approve';
import {
  ApprovedSchema,
  BulkApprovedSchema,
  BulkApproveInputSchema,
  RejectedSchema,
  SubmissionDetailSchema,
  SubmissionReceiptSchema,
  SubmissionPageSchema,
} from './submissions.schemas';
import { createRouter, defineRoute } from '../../router';

const submissionParams = municipalityParam.extend({
  id: integerIdParam('id'),
});
const notifySchema = z.object({ notify: z.boolean().default(false) });

export const submissionRoutes = createRouter()
  .openapi(
    defineRoute({
      method: 'post',
      path: '/candidate-submissions',
      tags: ['Julkinen'],
      summary:
        "Send a candidate's form: uses the access code and stores a pending submission, or sends a correction",
      description:
        'A used code sends a correction until the answering deadline (with no deadline, until the code expires): it replaces the submission still waiting for review, or waits for review as a correction of the published candidate, who stays as they were until approved. After the deadline: 403 answering_closed. A refused code (or a malformed request) spends the shared per-address budget of failed code guesses.',
      middleware: [codeGuessBudget],
      request: { body: jsonBody(candidateSubmissionInputSchema) },
      responses: {
        201: jsonContent(SubmissionReceiptSchema),
        400: jsonContent(ErrorSchema, 'Invalid form'),
        404: jsonContent(ErrorSchema, 'code_unknown'),
        403: jsonContent(ErrorSchema, 'answering_closed'),
        409: jsonContent(ErrorSchema, 'code_used'),
        410: jsonContent(
          ErrorSchema,
          'code_expired, or code_withdrawn (its candidate left the official list)',
        ),
        429: jsonContent(ErrorSchema, 'Too many attempts'),
      },
    }),
    async (c) => {
      const { code, form_data, language, consents } = c.req.valid('json');
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      const result = await submitCandidateForm(
        c.var.db,
        code,
        form_data,
        () => markCodeAccepted(c),
        language,
        {
          deadline: settings.answer_deadline,
          photos: c.var.deps.photos,
          log: c.var.log,
          consents,
        },
      );
      return c.json(result, 201);
    },
  )
  .openapi(
    ...municipalityPage({
      path: '/admin/municipalities/{municipalityId}/submissions',
      summary:
        'Pending submissions of a municipality, newest first, one page at a time (search: name, party or candidate number)',
      query: submissionListQuerySchema,
      page: SubmissionPageSchema,
      list: listPendingSubmissions,
    }),
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'get',
      path: '/admin/municipalities/{municipalityId}/submissions/{id}',
      summary: 'One submission with everything the candidate sent',
      request: { params: submissionParams },
      responses: {
        200: jsonContent(SubmissionDetailSchema),
      },
    }),
    async (c) => {
      const { municipalityId, id } = c.req.valid('param');
      return c.json(await getSubmission(c.var.db, municipalityId, id), 200);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/submissions/bulk-approve',
      summary:
        'Approve the selected pending submissions in one action (one audit row each); optionally emails the candidates',
      request: { params: municipalityParam, body: jsonBody(BulkApproveInputSchema) },
      responses: { 200: jsonContent(BulkApprovedSchema) },
    }),
    async (c) => {
      const { ids, notify } = c.req.valid('json');
      const result = await approveMany(
        c.var.db,
        c.req.valid('param').municipalityId,
        ids,
        actorOf(c),
        {
          notify,
          mailer: c.var.deps.mailer,
          log: c.var.log,
          photos: c.var.deps.photos,
        },
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/submissions/{id}/approve',
      summary:
        'Approve: creates the candidate, or for a correction updates the published one (one transaction); optionally emails the candidate',
      request: { params: submissionParams, body: jsonBody(notifySchema) },
      responses: {
        201: jsonContent(ApprovedSchema),
      },
    }),
    async (c) => {
      const { municipalityId, id } = c.req.valid('param');
      const result = await approveSubmission(c.var.db, municipalityId, id, actorOf(c), {
        notify: c.req.valid('json').notify,
        mailer: c.var.deps.mailer,
        log: c.var.log,
        photos: c.var.deps.photos,
      });
      return c.json(result, 201);
    },
  )
  .openapi(
    adminRoute(municipalityAdmin, {
      method: 'post',
      path: '/admin/municipalities/{municipalityId}/submissions/{id}/reject',
      summary:
        'Reject (return to the candidate) with a policy point and a note; optionally emails the candidate',
      request: {
        params: submissionParams,
        body: jsonBody(rejectSubmissionInputSchema.extend(notifySchema.shape)),
      },
      responses: { 200: jsonContent(RejectedSchema) },
    }),
    async (c) => {
      const { municipalityId, id } = c.req.valid('param');
      const body = c.req.valid('json');
      const result = await rejectSubmission(
        c.var.db,
        municipalityId,
        id,
        body.admin_notes,
        actorOf(c),
        {
          reasonPoint: body.reason_point,
          notify: body.notify,
          mailer: c.var.deps.mailer,
          log: c.var.log,
          photos: c.var.deps.photos,
        },
      );
      return c.json(result, 200);
    },
  );
