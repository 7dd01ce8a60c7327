import { localizedQuestions } from '#core/questions-localized';
import { PLAIN_QUESTION_TEXTS } from '#core/questions-plain';
import type { validateAccessCode } from '#server/features/access-codes/access-codes.service';
import type { PublicSettings } from '#server/features/settings/settings.schemas';

/** Test data for the candidate form's component tests (a usable code for Helsinki). */

export const CODE = 'K7M4P9QX';
export const FORM = `/candidate-submission/${CODE}`;

/** `POST /api/access-codes/validate` as the server answers for a usable code. */
export const validated: Awaited<ReturnType<typeof validateAccessCode>> = {
  valid: true,
  code: CODE,
  expires_at: '2026-12-06T12:00:00.000Z',
  answer_deadline: null,
  current: null,
  municipality: { municipality_id: '091', name: 'Helsinki', name_lang: 'fi', language: 'fi-sv' },
  official: null,
  questions: localizedQuestions(null, 'fi').map((q) => ({
    ...q,
    plain_text: PLAIN_QUESTION_TEXTS[q.id] ?? null,
  })),
};

export const statementText = (id: number) => validated.questions[id - 1]!.text;

/** `GET /api/settings/public` with the organizer's contact the form shows. */
export const PUBLIC_SETTINGS: PublicSettings = {
  use_mock_data: false,
  election_name: 'Kuntavaalit 2025',
  election_date: '2025-04-13',
  privacy_contact: '',
  shorter_version_enabled: true,
  organizer_contact: 'Maija Mallikas\nmaija@example.com',
  election_name_lang: 'fi',
};
