import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguageSource } from '#core/language';
import { i18nFor } from '#web/i18n/catalogs';
import type { Translate } from '#web/i18n/hooks';
import { ApiError } from '#web/lib/api';
import { SubmissionError } from '../api/submission';
import { draftErrors, sendErrors } from './check-errors';
import { emptyDraft, OTHER_PARTY } from './draft';

const fi: Translate = (id, values) => i18nFor('fi')._(id, values);
const sv: Translate = (id, values) => i18nFor('sv')._(id, values);

describe('errors on the check-answers page', () => {
  afterEach(() => {
    setMessageLanguageSource(() => 'fi');
  });

  it('lists what is missing, each linked to its "Muuta" link', () => {
    const draft = { ...emptyDraft(), name: 'Aino Ehdokas', age: '68', party: OTHER_PARTY };
    draft.answers = draft.answers.map(() => 2);
    draft.answers[2] = null;
    expect(draftErrors(fi, draft)).toEqual([
      {
        message: expect.stringMatching(/^Puolue: Kirjoita puolueen/),
        fieldId: 'change-party',
      },
      { message: 'Väittämä 3: valitse vastaus.', fieldId: 'change-answer-3' },
    ]);
  });

  it("shows the server's message, or its field list when the form was refused", () => {
    expect(sendErrors(fi, new ApiError(410, 'code_expired', 'Pääsykoodi on vanhentunut.'))).toEqual(
      [{ message: 'Pääsykoodi on vanhentunut.' }],
    );
    const refused = new SubmissionError(400, 'validation', 'Tarkista tiedot.', [
      { path: 'form_data.age', message: 'Tarkista ikä.' },
      { path: 'form_data.answer_justifications.4', message: 'Liian pitkä.' },
      { path: 'code', message: 'Pääsykoodissa pitää olla 8 merkkiä.' },
    ]);
    expect(sendErrors(fi, refused)).toEqual([
      { message: 'Ikä: Tarkista ikä.', fieldId: 'change-age' },
      { message: 'Väittämä 5: Liian pitkä.', fieldId: 'change-answer-5' },
      { message: 'Pääsykoodissa pitää olla 8 merkkiä.' },
    ]);
    expect(sendErrors(fi, new TypeError('failed'))[0]?.message).toMatch(/verkkoyhteys/);
  });

  it("speaks Swedish on a Swedish page, also for the core schema's messages", () => {
    const draft = { ...emptyDraft(), name: 'A', age: '12', party: 'Vihreät' };
    draft.answers = draft.answers.map(() => 2);
    draft.answers[0] = null;
    // What the language provider does on a Swedish page.
    setMessageLanguageSource(() => 'sv');
    expect(draftErrors(sv, draft)).toEqual([
      { message: 'Namn: Namnet måste ha minst 2 tecken.', fieldId: 'change-name' },
      { message: 'Ålder: En kandidat måste vara minst 18 år.', fieldId: 'change-age' },
      { message: 'Påstående 1: välj ett svar.', fieldId: 'change-answer-1' },
    ]);
  });
});
