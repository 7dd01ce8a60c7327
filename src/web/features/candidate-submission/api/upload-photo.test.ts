import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_SV } from '#core/error-messages-sv';
import { checkPhotoFile, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#core/photos';
import { uploadErrorFrom } from './upload-photo';

describe('photo upload messages', () => {
  it('checks type and size in the browser with the server’s words', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })).toBe(PHOTO_MESSAGES.type.fi);
    expect(checkPhotoFile({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(
      PHOTO_MESSAGES.tooLarge.fi,
    );
    expect(PHOTO_MESSAGES.tooLarge.fi).toBe(
      'Kuvan lataaminen epäonnistui: tiedosto on liian suuri (enintään 10 Mt).',
    );
  });

  it('says the same in Swedish on a Swedish page, as the server does', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 }, 'sv')).toBe(
      'Bilden kunde inte laddas upp: filen är inte en JPEG-, PNG- eller WebP-bild.',
    );
    expect(checkPhotoFile({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 }, 'sv')).toBe(
      ERROR_MESSAGES_SV.upload_too_large,
    );
    expect(uploadErrorFrom(502, '<html>Bad gateway</html>', 'sv').message).toBe(
      'Bilden kunde inte laddas upp: okänt fel.',
    );
    expect(uploadErrorFrom(413, '', 'sv').message).toBe(PHOTO_MESSAGES.tooLarge.sv);
  });

  it("uses the server's message, or a reason-less one", () => {
    const body = JSON.stringify({
      error: {
        code: 'upload_forbidden',
        message:
          'Kuvan lataaminen epäonnistui käyttöoikeuksien puuttumisen vuoksi. Ota yhteyttä järjestelmänvalvojaan.',
      },
    });
    expect(uploadErrorFrom(403, body)).toMatchObject({ code: 'upload_forbidden' });
    expect(uploadErrorFrom(502, '<html>Bad gateway</html>').message).toBe(
      'Kuvan lataaminen epäonnistui: Tuntematon virhe',
    );
    expect(uploadErrorFrom(413, '').message).toBe(PHOTO_MESSAGES.tooLarge.fi);
  });
});
