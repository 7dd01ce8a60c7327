import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSENT_VERSION, type Consents } from '#core/consent';
import type { CandidateProfile } from '#core/schemas';
import type { SubmissionReceipt } from '#server/features/submissions/submissions.schemas';
import type { Language } from '#web/i18n/language';
import { i18nFor } from '#web/i18n/catalogs';
import { ApiError } from '#web/lib/api';
import { ErrorCode } from '#core/error-codes';
import { candidateKeys } from './access-code';

export type { SubmissionReceipt } from '#server/features/submissions/submissions.schemas';

export interface FieldProblem {
  /** E.g. "form_data.answers.4". */
  path: string;
  message: string;
}

/** A refused form; `fields` lists the invalid fields when the server named them (400). */
export class SubmissionError extends ApiError {
  readonly fields: FieldProblem[];
  constructor(status: number, code: string, message: string, fields: FieldProblem[] = []) {
    super(status, code, message);
    this.fields = fields;
  }
}

function fieldProblems(details: unknown): FieldProblem[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/**
 * `POST /api/candidate-submissions`: uses up the code and stores a pending submission. Its own
 * fetch rather than apiFetch, because a 400 answer names the invalid fields (`error.details`)
 * and the form shows each beside its "Muuta" link.
 */
export async function sendCandidateForm(
  code: string,
  profile: CandidateProfile,
  consents: Consents,
  language: Language = 'fi',
): Promise<SubmissionReceipt> {
  const t = i18nFor(language);
  let response: Response;
  try {
    response = await fetch('/api/candidate-submissions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': language,
      },
      // `language`: the form's language, so the server can write to the candidate in it (the
      // server's schema strips keys it does not know, so this is safe before it reads it).
      body: JSON.stringify({ code, form_data: profile, consents, language }),
    });
  } catch {
    throw new SubmissionError(0, ErrorCode.NetworkError, t._('candidate.send.networkError'));
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok && body !== null) return body as SubmissionReceipt;
  const error = (
    body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null
  )?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    throw new SubmissionError(
      response.status,
      error.code,
      error.message,
      fieldProblems(error.details),
    );
  }
  throw new SubmissionError(
    response.status,
    `http_${String(response.status)}`,
    t._('candidate.send.serverError'),
  );
}

/**
 * Sending the form with the consents the candidate ticked (publication is required before this
 * is called). `forgetCode()` is for after the thank-you page is shown: the code is used now, so
 * going back must check it again and say so.
 */
export function useSendCandidateForm(code: string, language: Language) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: ({ profile, open_data }: { profile: CandidateProfile; open_data: boolean }) =>
      sendCandidateForm(
        code,
        profile,
        { publish: true, open_data, version: CONSENT_VERSION },
        language,
      ),
  });
  const forgetCode = () => {
    queryClient.removeQueries({ queryKey: candidateKeys.accessCode(code) });
  };
  return { send, forgetCode };
}
