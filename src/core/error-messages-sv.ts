import type { ErrorCode } from './error-codes';
import { PHOTO_MESSAGES } from './photos';

/**
 * A plain Swedish message for each error code a voter or a candidate can meet, for an answer
 * whose own message has no Swedish text. The admin-only codes are left out: the admin pages are
 * Finnish.
 */
export const ERROR_MESSAGES_SV: Readonly<Partial<Record<ErrorCode, string>>> = Object.freeze({
  validation: 'De skickade uppgifterna innehåller fel. Kontrollera uppgifterna och försök igen.',
  not_found: 'Uppgifterna som du bad om hittades inte.',
  unauthorized: 'Logga in för att fortsätta.',
  forbidden: 'Du har inte rätt att göra det här.',
  cross_origin:
    'Begäran kom från en annan webbplats, så den behandlades inte. Öppna valkompassen på dess egen adress och försök igen.',
  payload_too_large:
    'De skickade uppgifterna är för stora. Korta av texten eller skicka mindre uppgifter åt gången.',
  rate_limited: 'För många försök på kort tid. Vänta en stund och försök sedan igen.',
  http_error: 'Begäran kunde inte behandlas.',
  internal: 'Ett fel uppstod på servern. Försök igen om en stund.',
  unavailable: 'Tjänsten går inte att använda just nu. Försök igen om en stund.',
  code_unknown:
    'Koden hittades inte. Kontrollera att du skrev koden rätt. Om den ändå inte fungerar, kontakta valkompassens administratör.',
  code_used:
    'Svaren har redan skickats med den här koden. Om du vill ändra dina uppgifter, kontakta valkompassens administratör.',
  code_expired:
    'Koden har gått ut. Be om en ny kod av valkompassens administratör (kommunens kontaktperson).',
  code_withdrawn:
    'Koden fungerar inte längre, eftersom kandidaten inte längre finns på den officiella kandidatlistan. Kontakta valkompassens administratör (kommunens kontaktperson).',
  answering_closed:
    'Svarstiden har gått ut, så svaren kan inte längre skickas eller ändras. Om dina uppgifter innehåller ett fel, kontakta valkompassens administratör.',
  upload_forbidden: PHOTO_MESSAGES.forbidden.sv,
  upload_missing: PHOTO_MESSAGES.missing.sv,
  upload_type: PHOTO_MESSAGES.type.sv,
  upload_too_large: PHOTO_MESSAGES.tooLarge.sv,
  upload_dimensions: PHOTO_MESSAGES.tooManyPixels.sv,
  upload_unreadable: PHOTO_MESSAGES.unreadable.sv,
  network_error: 'Det gick inte att nå servern. Kontrollera nätförbindelsen och försök igen.',
  invalid_response: 'Servern svarade oväntat. Försök igen om en stund.',
  upload_aborted: PHOTO_MESSAGES.aborted.sv,
});
