import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RankingFile } from '#core/candidate-list';
import { fromRankingFile } from '#core/candidate-list';
import type { VoterAnswers } from '#core/matching';
import { helsinki, helsinkiQuestions } from '#web/testing/municipality-fixture';
import { json, stubApi } from '#web/testing/api-stub';
import {
  currentUrl,
  expectUrl,
  renderApp,
  screen,
  type RenderedApp,
} from '#web/testing/render-app';
import { PAGE_LOAD_TIMEOUT } from '#web/testing/timeouts';
import { createShorterEngine } from './shorter-engine';

// "Lyhyempi versio" (docs/matching.md, "Shorter version"): the choice on the municipality's
// page, the adaptive order with the certainty meter and the early finish, and going on to all 25.

const questions = helsinkiQuestions;
const total = questions.length;

/** Eight candidates in two camps and shades between; Aino's answers are the voter's below. */
const PATTERNS: [string, (index: number) => number][] = [
  ['Aino Aalto', (i) => (i % 5) + 1],
  ['Bertta Berg', (i) => 5 - (i % 5)],
  ['Cecilia Carlsson', (i) => ((i * 2) % 5) + 1],
  ['Daniel Dahl', (i) => ((i * 3) % 5) + 1],
  ['Eino Ek', (i) => (i % 2 === 0 ? 1 : 5)],
  ['Fanny Forss', (i) => (i % 3) + 2],
  ['Gustav Grön', (i) => 3 + (i % 2)],
  ['Hilma Hurme', (i) => ((i + 2) % 5) + 1],
];
const ranking: RankingFile = {
  parties: ['Puolue A', 'Puolue B'],
  rows: PATTERNS.map(([name, answer], c) => [
    c + 1,
    name,
    c % 2,
    c + 2,
    40 + c,
    Array.from({ length: total }, (_, i) => String(answer(i))).join(''),
    null,
  ]),
};
const ainoAnswer = (questionId: number) => PATTERNS[0]![1](questionId - 1);

function stub(shorterEnabled: boolean) {
  return stubApi({
    'GET /api/municipalities/091': () => json(helsinki),
    'GET /api/municipalities/091/candidates/ranking': () => json(ranking),
    'GET /api/settings/public': () =>
      json({
        use_mock_data: false,
        election_name: 'Kuntavaalit 2029',
        election_date: '2029-04-15',
        privacy_contact: '',
        shorter_version_enabled: shorterEnabled,
        organizer_contact: '',
        election_name_lang: 'fi',
      }),
    'POST /api/statistics/visits': () => json({ success: true, recorded: true }),
    'POST /api/matches': () => json({ success: true, saved: true }),
  });
}

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stub(true);
});

const stored = () =>
  JSON.parse(localStorage.getItem('answers:091') ?? '{}') as {
    answers?: Record<string, number | null>;
    shorter?: { order: number[] };
  };

/** The statement on screen, by its heading. */
const shownQuestion = () => {
  const text = screen.getByRole('heading', { level: 1 }).textContent;
  const question = questions.find((candidate) => candidate.text.replace(/\u00ad/g, '') === text);
  if (!question) throw new Error(`No statement "${String(text)}" on screen`);
  return question;
};

/** Answers the statement on screen as Aino would and presses Seuraava. */
async function answerLikeAino({ user }: RenderedApp) {
  const question = shownQuestion();
  const labels = [
    'Täysin eri mieltä',
    'Jokseenkin eri mieltä',
    'Neutraali',
    'Jokseenkin samaa mieltä',
    'Täysin samaa mieltä',
  ];
  await user.click(screen.getByRole('radio', { name: labels[ainoAnswer(question.id) - 1] }));
  await user.click(screen.getByRole('button', { name: 'Seuraava' }));
  await waitFor(() => {
    expect(shownQuestion().id).not.toBe(question.id);
  });
  return question.id;
}

async function chooseShorter(app: RenderedApp) {
  const choice = await screen.findByRole('button', { name: 'Lyhyempi versio' });
  await app.user.click(choice);
  await expectUrl(app.router, '/091/kysymykset?kysymys=1');
  await waitFor(() => shownQuestion());
}

describe('Lyhyempi versio', () => {
  it('is offered on the start page with its sentence, and starts from the statement that splits the candidates most', async () => {
    const app = await renderApp('/091');
    const choice = await screen.findByRole('button', { name: 'Lyhyempi versio' });
    expect(choice).toHaveAccessibleDescription(
      /väittämien järjestys mukautuu vastauksiisi, ja voit lopettaa, kun sinua lähimmät ehdokkaat ovat selvillä\./,
    );
    expect(screen.getByRole('link', { name: 'Aloita vastaaminen' })).toBeInTheDocument();
    await chooseShorter(app);
    const first = createShorterEngine(fromRankingFile(ranking), questions).next({}, []);
    expect(shownQuestion().id).toBe(first);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
    expect(stored().shorter).toEqual({ order: [first] });
  });

  it('is hidden when the setting is off: the start is the full questionnaire', async () => {
    api = stub(false);
    await renderApp('/091');
    await screen.findByRole('link', { name: 'Aloita vastaaminen' });
    await waitFor(() => {
      expect(api.calls('GET /api/settings/public')).toHaveLength(1);
    });
    expect(screen.queryByRole('button', { name: 'Lyhyempi versio' })).toBeNull();
  });

  it('shows the meter in words after each answer and offers the early finish; the results say what they rest on', async () => {
    const app = await renderApp('/091');
    await chooseShorter(app);
    const meter = () => screen.getByRole('region', { name: 'Kuinka varma tuloksesi on' });
    expect(within(meter()).getByText(/Vastaa ensin muutamaan väittämään/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // The figure comes in idle time after each answer, and a quick voter may answer again before
    // it has come; the test works out each figure as the page does and waits for the offer when
    // the answers so far earn it.
    const engine = createShorterEngine(fromRankingFile(ranking), questions);
    const shown: number[] = [];
    for (;;) {
      expect(shown.length).toBeLessThan(total);
      shown.push(await answerLikeAino(app));
      await waitFor(
        () => {
          expect(within(meter()).queryByText(/Vastaa ensin/)).toBeNull();
        },
        { timeout: PAGE_LOAD_TIMEOUT },
      );
      const { answers = {}, shorter } = stored();
      if (engine.assess(answers as VoterAnswers, shorter?.order ?? [], []).canFinish) break;
    }
    await screen.findByRole('link', { name: 'Näytä tulokset nyt' }, { timeout: PAGE_LOAD_TIMEOUT });
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.length).toBeLessThan(total);
    expect(new Set(shown).size).toBe(shown.length);
    expect(within(meter()).getByText(/Tuloksesi on jo varma/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Näytä tulokset nyt' }));
    await expectUrl(app.router, '/091/tulokset');
    expect(
      await screen.findByText(
        `Valitsit lyhyemmän version: tulos perustuu ${String(shown.length)} väittämään ${String(total)}:stä.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    const first = await screen.findByRole('heading', { level: 3, name: /Aino Aalto/ });
    expect(first).toHaveTextContent(/^1\./);
    expect(screen.getByRole('link', { name: 'Vastaa loppuihin' })).toBeInTheDocument();
  });

  it('goes on with "Vastaa loppuihin" where the voter stopped, and on to all 25 and the review', async () => {
    const app = await renderApp('/091');
    await chooseShorter(app);
    for (let i = 0; i < 3; i++) await answerLikeAino(app);
    // The fourth statement is on screen, not yet answered: the voter looks at the results.
    await app.router.navigate('/091/tulokset');
    await app.user.click(await screen.findByRole('link', { name: 'Vastaa loppuihin' }));
    await expectUrl(app.router, '/091/kysymykset?kysymys=4');
    expect(shownQuestion().id).toBe(stored().shorter!.order[3]);

    for (let i = 4; i <= total; i++) {
      expect(currentUrl(app.router)).toBe(`/091/kysymykset?kysymys=${String(i)}`);
      if (i < total) await answerLikeAino(app);
    }
    const last = shownQuestion();
    await app.user.click(screen.getByRole('radio', { name: 'Neutraali' }));
    await app.user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await expectUrl(app.router, '/091/tarkista');
    const order = stored().shorter!.order;
    expect([...order].sort((a, b) => a - b)).toEqual(questions.map((question) => question.id));
    expect(order[total - 1]).toBe(last.id);
    // The review lists them in the voter's order; "Muuta" opens that place.
    await screen.findByRole('heading', { level: 1, name: 'Tarkista vastauksesi' });
    const items = screen.getAllByRole('heading', { level: 2 });
    expect(items).toHaveLength(total);
    const firstShown = questions.find((question) => question.id === order[0])!;
    expect(items[0]).toHaveTextContent(firstShown.text.replace(/\u00ad/g, ''));
    expect(within(items[0]!.closest('li')!).getByRole('link', { name: /Muuta/ })).toHaveAttribute(
      'href',
      '/091/kysymykset?kysymys=1&tarkistus=1',
    );
  });
});
