/**
 * The candidate photo rules, shared by the server (which enforces them) and both upload forms
 * (which check a file before sending it and show the same words).
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The hint beside a photo field. */
export const PHOTO_HINT = 'JPEG-, PNG- tai WebP-kuva, enintään 10 Mt.';

// Every upload error starts like this (the forms show the message as it is).
const failed = (reason: string) => `Kuvan lataaminen epäonnistui: ${reason}`;

export const PHOTO_MESSAGES = {
  forbidden:
    'Kuvan lataaminen epäonnistui käyttöoikeuksien puuttumisen vuoksi. Ota yhteyttä järjestelmänvalvojaan.',
  missing: failed('kuvatiedosto puuttuu.'),
  type: failed('tiedosto ei ole JPEG-, PNG- tai WebP-kuva.'),
  tooLarge: failed('tiedosto on liian suuri (enintään 10 Mt).'),
  tooManyPixels: failed('kuvan koko on liian suuri (enintään 40 megapikseliä).'),
  unreadable: failed('kuvaa ei voitu lukea. Kokeile toista kuvaa.'),
  unknown: failed('Tuntematon virhe'),
  network: 'Kuvan lataaminen epäonnistui. Yritä myöhemmin uudelleen.',
} as const;

/** The checks the server makes first, so a wrong file is told about without waiting. */
export function checkPhotoFile(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
