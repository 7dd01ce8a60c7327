import type { Language } from './language';

/**
 * The candidate photo rules, shared by the server (which enforces them) and both upload forms
 * (which check a file before sending it and show the same words).
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The hint beside a photo field (the admin form, Finnish only). */
export const PHOTO_HINT = 'JPEG-, PNG- tai WebP-kuva, enintään 10 Mt.';

/** A message in Finnish and Swedish, the shape the server's errors take (server/errors.ts). */
export interface PhotoMessage {
  fi: string;
  sv: string;
}

// Every upload error starts like this (the forms show the message as it is).
const failed = (fi: string, sv: string): PhotoMessage => ({
  fi: `Kuvan lataaminen epäonnistui: ${fi}`,
  sv: `Bilden kunde inte laddas upp: ${sv}`,
});

export const PHOTO_MESSAGES = {
  forbidden: {
    fi: 'Kuvan lataaminen epäonnistui käyttöoikeuksien puuttumisen vuoksi. Ota yhteyttä järjestelmänvalvojaan.',
    sv: 'Bilden kunde inte laddas upp eftersom behörighet saknas. Kontakta systemadministratören.',
  },
  missing: failed('kuvatiedosto puuttuu.', 'bildfilen saknas.'),
  type: failed(
    'tiedosto ei ole JPEG-, PNG- tai WebP-kuva.',
    'filen är inte en JPEG-, PNG- eller WebP-bild.',
  ),
  tooLarge: failed('tiedosto on liian suuri (enintään 10 Mt).', 'filen är för stor (högst 10 MB).'),
  tooManyPixels: failed(
    'kuvan koko on liian suuri (enintään 40 megapikseliä).',
    'bilden är för stor (högst 40 megapixel).',
  ),
  unreadable: failed(
    'kuvaa ei voitu lukea. Kokeile toista kuvaa.',
    'bilden gick inte att läsa. Pröva en annan bild.',
  ),
  unknown: failed('Tuntematon virhe', 'okänt fel.'),
  network: {
    fi: 'Kuvan lataaminen epäonnistui. Yritä myöhemmin uudelleen.',
    sv: 'Bilden kunde inte laddas upp. Försök igen senare.',
  },
  aborted: {
    fi: 'Kuvan lataaminen keskeytettiin.',
    sv: 'Uppladdningen av bilden avbröts.',
  },
} as const satisfies Record<string, PhotoMessage>;

/**
 * The checks the server makes first, so a wrong file is told about without waiting: the
 * message in `language`, or null when the file may be sent.
 */
export function checkPhotoFile(
  file: { type: string; size: number },
  language: Language = 'fi',
): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return PHOTO_MESSAGES.type[language];
  }
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge[language];
  return null;
}
