import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES } from '#core/photos';
import { loadAccess, managesMunicipality } from '../../auth/access';
import { authHeaders } from '../../auth/middleware';
import { AppError } from '../../errors';
import { ErrorSchema, jsonContent, municipalityIdText } from '../../openapi';
import { requireAnsweringCode } from '../../shared/domain/access-codes';
import { cachedSettings } from '../../shared/domain/settings';
import { ErrorCode } from '#core/error-codes';
import { CODE_UPLOAD_LIMIT } from '../../shared/domain/abuse-limits';
import { reserveCodeGuess } from '../../shared/middleware/code-guesses';
import { enforceRateLimit } from '../../shared/infrastructure/rate-limit';
import { storeCandidatePhoto, uploadErrors } from './photo.service';
import { UploadedPhotoSchema } from './uploads.schemas';
import { createRouter, defineRoute } from '../../router';

const FormSchema = z.object({
  file: z.any().openapi({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, at most 10 MB and 40 megapixels',
  }),
  code: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9 -]*$/, {
      error: 'Pääsykoodissa on merkkejä, joita koodeissa ei käytetä. Tarkista koodi.',
    })
    .optional()
    .openapi({ description: "The candidate's unused access code" }),
  municipality_id: municipalityIdText()
    .optional()
    .openapi({ description: 'With an admin session instead of a code' }),
});

const route = defineRoute({
  method: 'post',
  path: '/uploads/candidate-photo',
  tags: ['Julkinen'],
  summary: "Upload a candidate's photo (with an unused access code or an admin session)",
  middleware: [
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + 64 * 1024,
      onError: () => {
        throw uploadErrors.tooLarge();
      },
    }),
  ],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: FormSchema } } } },
  responses: {
    201: jsonContent(UploadedPhotoSchema),
    400: jsonContent(ErrorSchema, 'Not an acceptable image'),
    403: jsonContent(ErrorSchema, 'No valid code or admin session'),
    413: jsonContent(ErrorSchema, 'Over 10 MB'),
    415: jsonContent(ErrorSchema, 'Not JPEG, PNG or WebP'),
    429: jsonContent(ErrorSchema, 'Too many uploads or failed code guesses'),
  },
});

export const uploadRoutes = createRouter().openapi(route, async (c) => {
  const form = c.req.valid('form');
  let municipalityId: string;
  if (form.code) {
    await enforceRateLimit(
      c.var.db,
      `code-upload|${c.var.deps.abuse.clientTag(c.var.clientIp)}`,
      CODE_UPLOAD_LIMIT.max,
      CODE_UPLOAD_LIMIT.windowSeconds,
    );
    // A wrong code spends the guess budget shared with validation and the form; a right one not.
    const guess = await reserveCodeGuess(c);
    try {
      // A code that can send or correct answers now (a correction may change the photo).
      const { settings } = await cachedSettings(c.var.deps.publicCache, c.var.db, c.var.log);
      const code = String(form.code).replace(/[\s-]/g, '').toUpperCase();
      municipalityId = (await requireAnsweringCode(c.var.db, code, settings.answer_deadline)).row
        .municipalityId;
    } catch (err) {
      if (err instanceof AppError) {
        // A real code after the deadline is no wrong guess.
        if (err.code === ErrorCode.AnsweringClosed) await guess.refund();
        throw uploadErrors.forbidden();
      }
      throw err;
    }
    await guess.refund();
  } else {
    const session = await c.var.deps.auth.api.getSession({ headers: authHeaders(c) });
    const wanted = form.municipality_id ? String(form.municipality_id) : '';
    if (!session || !wanted) throw uploadErrors.forbidden();
    const access = await loadAccess(c.var.db, session.user.id, c.var.deps.config.systemOrgSlug);
    if (!managesMunicipality(access, wanted)) throw uploadErrors.forbidden();
    municipalityId = wanted;
  }
  const file = form.file as unknown;
  if (!(file instanceof File)) throw uploadErrors.missing();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await storeCandidatePhoto(c.var.deps.photos, municipalityId, bytes);
  return c.json(stored, 201);
});
