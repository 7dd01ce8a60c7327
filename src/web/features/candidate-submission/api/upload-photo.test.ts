import { describe, expect, it } from 'vitest';
import { checkPhotoFile, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#core/photos';
import { uploadErrorFrom } from './upload-photo';

describe('photo upload messages', () => {
  it('checks type and size in the browser with the server’s words', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })).toBe(PHOTO_MESSAGES.type);
    expect(checkPhotoFile({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(
      PHOTO_MESSAGES.tooLarge,
    );
    expect(PHOTO_MESSAGES.tooLarge).toBe(
      'Kuvan lataaminen epäonnistui: tiedosto on liian suuri (enintään 10 Mt).',
    );
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
    expect(uploadErrorFrom(413, '').message).toBe(PHOTO_MESSAGES.tooLarge);
  });
});
