import type { CandidateProfile } from '../../../../core/schemas';
import { ApiError } from '../../../lib/api';

export interface SubmissionReceipt {
  id: number;
  status: 'pending';
  municipality_id: string;
}

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

const NETWORK_ERROR =
  'Lähettäminen ei onnistunut, koska yhteys palvelimeen katkesi. Vastauksesi ovat tallessa tällä laitteella. Tarkista verkkoyhteys ja yritä uudelleen.';
const SERVER_ERROR =
  'Lähettäminen ei onnistunut palvelimen virheen vuoksi. Vastauksesi ovat tallessa tällä laitteella. Yritä hetken kuluttua uudelleen.';

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
): Promise<SubmissionReceipt> {
  let response: Response;
  try {
    response = await fetch('/api/candidate-submissions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code, form_data: profile }),
    });
  } catch {
    throw new SubmissionError(0, 'network_error', NETWORK_ERROR);
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
  throw new SubmissionError(response.status, `http_${String(response.status)}`, SERVER_ERROR);
}
