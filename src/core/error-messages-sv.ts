import type { ErrorCode } from './error-codes';

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
  upload_forbidden:
    'Bilden kunde inte laddas upp eftersom behörighet saknas. Kontakta systemadministratören.',
  upload_missing: 'Bilden kunde inte laddas upp: bildfilen saknas.',
  upload_type: 'Bilden kunde inte laddas upp: filen är inte en JPEG-, PNG- eller WebP-bild.',
  upload_too_large: 'Bilden kunde inte laddas upp: filen är för stor (högst 10 MB).',
  upload_dimensions: 'Bilden kunde inte laddas upp: bilden är för stor (högst 40 megapixel).',
  upload_unreadable: 'Bilden kunde inte laddas upp: bilden gick inte att läsa. Pröva en annan bild.',
  network_error: 'Det gick inte att nå servern. Kontrollera nätförbindelsen och försök igen.',
  invalid_response: 'Servern svarade oväntat. Försök igen om en stund.',
  upload_aborted: 'Uppladdningen av bilden avbröts.',
});
