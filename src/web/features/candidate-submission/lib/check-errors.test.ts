import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { SubmissionError } from '../api/submission';
import { draftErrors, sendErrors } from './check-errors';
import { emptyDraft, OTHER_PARTY } from './draft';

describe('errors on the check-answers page', () => {
  it('lists what is missing, each linked to its "Muuta" link', () => {
    const draft = { ...emptyDraft(), name: 'Aino Ehdokas', age: '68', party: OTHER_PARTY };
    draft.answers = draft.answers.map(() => 2);
    draft.answers[2] = null;
    expect(draftErrors(draft)).toEqual([
      {
        message: expect.stringMatching(/^Puolue: Kirjoita puolueen/),
        fieldId: 'change-party',
      },
      { message: 'Väittämä 3: valitse vastaus.', fieldId: 'change-answer-3' },
    ]);
  });

  it("shows the server's message, or its field list when the form was refused", () => {
    expect(sendErrors(new ApiError(410, 'code_expired', 'Pääsykoodi on vanhentunut.'))).toEqual([
      { message: 'Pääsykoodi on vanhentunut.' },
    ]);
    const refused = new SubmissionError(400, 'validation', 'Tarkista tiedot.', [
      { path: 'form_data.age', message: 'Tarkista ikä.' },
      { path: 'form_data.answer_justifications.4', message: 'Liian pitkä.' },
      { path: 'code', message: 'Pääsykoodissa pitää olla 8 merkkiä.' },
    ]);
    expect(sendErrors(refused)).toEqual([
      { message: 'Ikä: Tarkista ikä.', fieldId: 'change-age' },
      { message: 'Väittämä 5: Liian pitkä.', fieldId: 'change-answer-5' },
      { message: 'Pääsykoodissa pitää olla 8 merkkiä.' },
    ]);
    expect(sendErrors(new TypeError('failed'))[0]?.message).toMatch(/verkkoyhteys/);
  });
});
