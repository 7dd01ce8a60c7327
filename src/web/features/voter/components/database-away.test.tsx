import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { helsinki, helsinkiQuestions } from '#web/testing/municipality-fixture';
import { apiError, json, stubApi } from '#web/testing/api-stub';
import { renderApp, screen } from '#web/testing/render-app';
import { answersStorageKey, loadProgress, saveProgress } from '../lib/answers-store';

// The server's answer while its database is away for a moment (503 `unavailable`).
const UNAVAILABLE = 'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.';
const questions = helsinkiQuestions;

let databaseAway = true;

beforeEach(() => {
  databaseAway = true;
  localStorage.clear();
  stubApi({
    'GET /api/municipalities/091': () =>
      databaseAway ? apiError(503, 'unavailable', UNAVAILABLE) : json(helsinki),
    'POST /api/statistics/visits': () => json({ success: true, recorded: true }),
  });
});

describe('a voter page while the database is away', () => {
  it("says so in the server's words, keeps the answers on the device and loads on retry", async () => {
    const progress = { answers: { 1: 4 as const, 2: 2 as const }, important: [2], current: 2 };
    saveProgress('091', progress);
    const stored = localStorage.getItem(answersStorageKey('091'));

    await renderApp('/091/kysymykset?kysymys=3');

    // After the query client's own retries, the kind notice: not "loading failed, check your
    // network", which would blame the voter's connection.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE);
    expect(alert).toHaveTextContent('Vastauksesi ovat tallessa tällä laitteella.');
    expect(localStorage.getItem(answersStorageKey('091'))).toBe(stored);
    expect(loadProgress('091')).toEqual(progress);

    databaseAway = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(questions[2]!.text);
    expect(loadProgress('091')).toEqual(progress);
  });
});
